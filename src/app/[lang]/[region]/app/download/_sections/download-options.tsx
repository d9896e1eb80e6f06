import { getTranslations } from "next-intl/server";
import { site } from "@/config/site";
import { Section } from "@/components/ui/section";
import { DownloadChooser } from "./download-chooser";
import type { ChooserCopy } from "./download-copy";
import { pageMessages, pageTranslations } from "@/lib/page";

/** The three ways to get the app, as links first; the client chooser enhances them. */
export async function DownloadOptions() {
  const t = await pageTranslations("/app/download", "options");
  const tc = await getTranslations("common");
  // The chooser is a client island and the site ships no client messages: it gets its copy as a prop.
  const download = await pageMessages("/app/download");
  const copy = {
    detected: t("detected"),
    newTab: tc("opensInNewTab"),
    close: tc("close"),
    android: download.options.android,
    ios: download.options.ios,
    web: download.options.web,
    webModal: download.webModal,
    iosModal: download.iosModal,
  } satisfies ChooserCopy;
  return (
    <Section title={t("title")} titleId="options-title">
      <DownloadChooser copy={copy} playStore={site.links.playStore} webApp={site.links.webApp} iosHref="#ios-soon" />
    </Section>
  );
}
