"use client";

import { useState, useSyncExternalStore, type MouseEvent } from "react";
import dynamic from "next/dynamic";
import { Apple, Globe, Play } from "@/components/icons/lucide";
import { detectDevice, type Device } from "@/lib/app/device";
// clsx, not cn(): a client component (src/lib/cn.ts).
import { clsx as cn } from "clsx";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button-styles";
import type { ChooserCopy } from "./download-copy";

type Props = { copy: ChooserCopy; playStore: string; webApp: string; iosHref: string };

const icons = { android: Play, ios: Apple, web: Globe } as const;
type OptionId = keyof typeof icons;
const noSubscription = () => () => {};
const readDevice = (): Device => detectDevice(navigator.userAgent, navigator.maxTouchPoints);
const recommended: Record<Device, OptionId> = { android: "android", ios: "ios", desktop: "web" };
// The modals and the dialog primitive load when one is first opened (or on hover or
// focus of a link that may open one), not with the page.
const loadDialogs = () => import("./download-dialogs");
const DownloadDialogs = dynamic(() => loadDialogs().then((m) => m.DownloadDialogs), { ssr: false });

/**
 * SPEC 5's download choices. The server HTML has three plain links (Play
 * Store, the iPhone note, the web app). Once hydrated, the device is read
 * from the user agent: its option is marked in place (ring and badge, in room the card keeps for
 * them, so nothing moves), the iPhone link opens the
 * "coming soon" modal, and the web link asks "Continue to the web version?" on
 * devices that cannot install the app.
 */
export function DownloadChooser({ copy, playStore, webApp, iosHref }: Props) {
  // null on the server and during hydration (the HTML is the same for every device), the device afterwards.
  const device = useSyncExternalStore(noSubscription, readDevice, () => null);
  const [modal, setModal] = useState<"web" | "ios" | null>(null);
  const [dialogsMounted, setDialogsMounted] = useState(false);

  const openWeb = () => {
    setModal(null);
    window.open(webApp, "_blank", "noopener");
  };
  // Once the device is known: the iPhone link, and the web link on a device that cannot install the app.
  const opensModal = (id: OptionId): id is "ios" | "web" => device !== null && (id === "ios" || (id === "web" && device !== "android"));
  const intercept = (id: OptionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensModal(id)) {
      event.preventDefault();
      setDialogsMounted(true);
      setModal(id);
    }
  };
  const preload = (id: OptionId) => (opensModal(id) ? () => void loadDialogs() : undefined);
  const hrefs = { android: playStore, ios: iosHref, web: webApp };
  const best = device ? recommended[device] : null;

  return (
    <>
      <ul className="grid gap-5 md:grid-cols-3" data-device={device ?? "unknown"}>
        {(["android", "ios", "web"] as const).map((id) => {
          const Icon = icons[id];
          const external = id !== "ios";
          return (
            <li
              key={id}
              className={cn(
                "border-line bg-surface flex flex-col rounded-3xl border p-6",
                // Marked where it stands, never moved: hydration comes after the first paint, and on a
                // slow phone moving the card to the top shifted the page (CLS 0.178, issue 41).
                best === id && "border-brand-400 ring-brand-400 ring-2",
              )}
              data-recommended={best === id || undefined}
            >
              <div className="flex min-h-7 items-center justify-between gap-3">
                <Icon aria-hidden className="text-accent size-7" />
                {best === id ? <Badge tone="gold">{copy.detected}</Badge> : null}
              </div>
              <h3 className="mt-4 text-xl font-bold">{copy[id].title}</h3>
              <p className="text-ink-muted mt-2 flex-1">{copy[id].body}</p>
              <a
                href={hrefs[id]}
                onClick={intercept(id)}
                onPointerEnter={preload(id)}
                onFocus={preload(id)}
                className={buttonClasses({ variant: best === id ? "gold" : "outline", className: "mt-6 self-start whitespace-normal" })}
                {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {copy[id].action}
                {external ? <span className="sr-only"> {copy.newTab}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
      {dialogsMounted ? <DownloadDialogs copy={copy} modal={modal} onModalChange={setModal} onContinueToWeb={openWeb} /> : null}
    </>
  );
}
