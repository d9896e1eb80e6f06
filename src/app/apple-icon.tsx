import { ImageResponse } from "next/og";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon, rendered to PNG at build from the same mark as icon.svg. */
export default function AppleIcon() {
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", alignItems: "center", justifyContent: "center", background: "#6a24d9" }}>
        <svg width="120" height="120" viewBox="0 0 32 32">
          <path d="M22 10.5a8 8 0 1 0 0 11" fill="none" stroke="#f8c948" strokeWidth="4" strokeLinecap="round" />
        </svg>
      </div>
    ),
    size,
  );
}
