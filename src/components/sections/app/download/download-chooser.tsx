"use client";

import { useState, useSyncExternalStore, type MouseEvent } from "react";
import { Apple, Globe, Play } from "lucide-react";
import { detectDevice, type Device } from "@/lib/app/device";
import { cn } from "@/lib/cn";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/drawer";

type Option = { title: string; body: string; action: string };
export type ChooserCopy = {
  detected: string;
  newTab: string;
  close: string;
  android: Option;
  ios: Option;
  web: Option;
  webModal: { title: string; body: string; cancel: string; ok: string };
  iosModal: { title: string; body: string; web: string; ok: string };
};
type Props = { copy: ChooserCopy; playStore: string; webApp: string; iosHref: string };

const icons = { android: Play, ios: Apple, web: Globe } as const;
type OptionId = keyof typeof icons;
const noSubscription = () => () => {};
const readDevice = (): Device => detectDevice(navigator.userAgent, navigator.maxTouchPoints);
const recommended: Record<Device, OptionId> = { android: "android", ios: "ios", desktop: "web" };

/**
 * SPEC 5's download choices. The server HTML has three plain links (Play
 * Store, the iPhone note, the web app). Once hydrated, the device is read
 * from the user agent: its option comes first, the iPhone link opens the
 * "coming soon" modal, and the web link asks "Continue to web version?" on
 * devices that cannot install the app.
 */
export function DownloadChooser({ copy, playStore, webApp, iosHref }: Props) {
  // null on the server and during hydration (the HTML is the same for every device), the device afterwards.
  const device = useSyncExternalStore(noSubscription, readDevice, () => null);
  const [modal, setModal] = useState<"web" | "ios" | null>(null);

  const openWeb = () => {
    setModal(null);
    window.open(webApp, "_blank", "noopener");
  };
  const intercept = (id: OptionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!device) return;
    if (id === "ios" || (id === "web" && device !== "android")) {
      event.preventDefault();
      setModal(id);
    }
  };
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
                best === id && "border-brand-400 ring-brand-400 order-first ring-2 md:order-none",
              )}
              data-recommended={best === id || undefined}
            >
              <div className="flex min-h-7 items-center justify-between gap-3">
                <Icon aria-hidden className="text-accent size-7" />
                {best === id ? <Badge tone="gold">{copy.detected}</Badge> : null}
              </div>
              <h3 className="mt-4 text-xl font-bold">{copy[id].title}</h3>
              <p className="text-ink-muted mt-2 flex-1">{copy[id].body}</p>
              <Button asChild variant={best === id ? "gold" : "outline"} className="mt-6 self-start whitespace-normal">
                <a href={hrefs[id]} onClick={intercept(id)} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                  {copy[id].action}
                  {external ? <span className="sr-only"> {copy.newTab}</span> : null}
                </a>
              </Button>
            </li>
          );
        })}
      </ul>
      <Modal
        open={modal === "web"}
        onOpenChange={(open) => setModal(open ? "web" : null)}
        title={copy.webModal.title}
        description={copy.webModal.body}
        closeLabel={copy.close}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setModal(null)}>
            {copy.webModal.cancel}
          </Button>
          <Button variant="gold" onClick={openWeb}>
            {copy.webModal.ok}
          </Button>
        </div>
      </Modal>
      <Modal
        open={modal === "ios"}
        onOpenChange={(open) => setModal(open ? "ios" : null)}
        title={copy.iosModal.title}
        description={copy.iosModal.body}
        closeLabel={copy.close}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={openWeb}>
            {copy.iosModal.web}
          </Button>
          <Button onClick={() => setModal(null)}>{copy.iosModal.ok}</Button>
        </div>
      </Modal>
    </>
  );
}
