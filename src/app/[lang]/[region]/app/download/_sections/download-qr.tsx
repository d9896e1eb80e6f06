import { getRegion } from "@/i18n/region";
import { absoluteUrl } from "@/lib/seo";
import { Container } from "@/components/ui/container";
import { QrCode } from "@/components/ui/qr-code";
import { pageTranslations } from "@/lib/page";

/** On a computer: a QR code of this region's download page, to carry on on a phone. */
export async function DownloadQr() {
  const t = await pageTranslations("/app/download", "qr");
  const url = absoluteUrl(getRegion(), "/app/download");
  return (
    <section aria-labelledby="qr-title" className="hidden py-8 md:block" data-testid="download-qr">
      <Container>
        <div className="border-line bg-surface-muted flex items-center gap-8 rounded-3xl border p-8">
          <QrCode value={url} label={t("alt")} className="shrink-0" />
          <div>
            <h2 id="qr-title" className="text-2xl font-bold">
              {t("title")}
            </h2>
            <p className="text-ink-muted mt-3 max-w-xl">{t("body")}</p>
            <p className="text-ink-muted mt-3 font-mono text-sm break-all" dir="ltr">
              {url}
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
