import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { absoluteUrl } from "@/lib/seo";
import { appMessages } from "@/lib/app/page";
import { Container } from "@/components/ui/container";
import { QrCode } from "@/components/ui/qr-code";

/** On a computer: a QR code of this region's download page, to carry on on a phone. */
export async function DownloadQr({ lang, region }: { lang: Lang; region: RegionId }) {
  const { qr } = (await appMessages(lang)).download;
  const url = absoluteUrl(region, "/app/download");
  return (
    <section aria-labelledby="qr-title" className="hidden py-8 md:block" data-testid="download-qr">
      <Container>
        <div className="border-line bg-surface-muted flex items-center gap-8 rounded-3xl border p-8">
          <QrCode value={url} label={qr.alt} className="shrink-0" />
          <div>
            <h2 id="qr-title" className="text-2xl font-bold">
              {qr.title}
            </h2>
            <p className="text-ink-muted mt-3 max-w-xl">{qr.body}</p>
            <p className="text-ink-muted mt-3 font-mono text-sm break-all" dir="ltr">
              {url}
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
