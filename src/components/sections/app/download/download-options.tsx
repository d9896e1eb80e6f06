import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import { site } from "@/config/site";
import { appMessages } from "@/lib/app/page";
import { Section } from "@/components/ui/section";
import { DownloadChooser } from "./download-chooser";

/** The three ways to get the app, as links first; the client chooser enhances them. */
export async function DownloadOptions({ lang }: { lang: Lang }) {
  const { download } = await appMessages(lang);
  const tc = await getTranslations({ locale: lang, namespace: "common" });
  const copy = {
    detected: download.options.detected,
    newTab: tc("opensInNewTab"),
    close: tc("close"),
    android: download.options.android,
    ios: download.options.ios,
    web: download.options.web,
    webModal: download.webModal,
    iosModal: download.iosModal,
  };
  return (
    <Section title={download.options.title} titleId="options-title">
      <DownloadChooser copy={copy} playStore={site.links.playStore} webApp={site.links.webApp} iosHref="#ios-soon" />
    </Section>
  );
}
