"use client";

import { buttonClasses } from "@/components/ui/button-styles";
import { Modal } from "@/components/ui/drawer";
import type { ChooserCopy } from "./download-copy";

export type DownloadDialogsProps = {
  copy: Pick<ChooserCopy, "close" | "webModal" | "iosModal">;
  modal: "web" | "ios" | null;
  onModalChange: (modal: "web" | "ios" | null) => void;
  onContinueToWeb: () => void;
};

/**
 * The download page's two modals: "Continue to the web version?" and the iPhone's
 * "coming soon". Loaded with the dialog primitive only when the visitor first
 * opens one (download-chooser.tsx), so the page's first load carries neither.
 */
export function DownloadDialogs({ copy, modal, onModalChange, onContinueToWeb }: DownloadDialogsProps) {
  return (
    <>
      <Modal
        open={modal === "web"}
        onOpenChange={(open) => onModalChange(open ? "web" : null)}
        title={copy.webModal.title}
        description={copy.webModal.body}
        closeLabel={copy.close}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses({ variant: "outline" })} onClick={() => onModalChange(null)}>
            {copy.webModal.cancel}
          </button>
          <button type="button" className={buttonClasses({ variant: "gold" })} onClick={onContinueToWeb}>
            {copy.webModal.ok}
          </button>
        </div>
      </Modal>
      <Modal
        open={modal === "ios"}
        onOpenChange={(open) => onModalChange(open ? "ios" : null)}
        title={copy.iosModal.title}
        description={copy.iosModal.body}
        closeLabel={copy.close}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses({ variant: "outline" })} onClick={onContinueToWeb}>
            {copy.iosModal.web}
          </button>
          <button type="button" className={buttonClasses()} onClick={() => onModalChange(null)}>
            {copy.iosModal.ok}
          </button>
        </div>
      </Modal>
    </>
  );
}
