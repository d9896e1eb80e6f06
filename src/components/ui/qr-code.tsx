import QRCode from "qrcode";
import { cn } from "@/lib/cn";

/**
 * A QR code drawn as inline SVG on the server (at build for static pages):
 * no client JavaScript, no image request. Dark modules on a white quiet zone
 * so phones read it in dark mode too.
 */
export async function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const svg = await QRCode.toString(value, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
    color: { dark: "#1b1530", light: "#ffffff" },
  });
  return (
    <div
      role="img"
      aria-label={label}
      className={cn("aspect-square w-44 overflow-hidden rounded-2xl bg-white p-1 [&_svg]:size-full", className)}
      dangerouslySetInnerHTML={{ __html: svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ') }}
    />
  );
}
