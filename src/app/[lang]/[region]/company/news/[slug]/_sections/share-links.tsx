import { CopyButton } from "@/components/ui/copy-button";
import { pageTranslations } from "@/lib/page";

/** Plain share links (no third-party script) and a copy-link button. */
export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = await pageTranslations("/company/news/[slug]");
  const u = encodeURIComponent(url);
  const links = [
    { label: t("shareX"), href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { label: t("shareFacebook"), href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: t("shareLinkedin"), href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: t("shareWhatsapp"), href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
  return (
    <section aria-labelledby="share-title" className="border-line mt-12 border-t pt-8">
      <h2 id="share-title" className="text-lg font-bold">
        {t("shareTitle")}
      </h2>
      <ul className="mt-4 flex flex-wrap items-center gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="border-line hover:bg-surface-muted inline-flex h-11 items-center rounded-full border px-5 text-sm font-semibold"
            >
              {link.label}
              <span className="sr-only"> {t("newTab")}</span>
            </a>
          </li>
        ))}
        <li>
          <CopyButton value={url} label={t("copy")} copiedMessage={t("copied")} failedMessage={t("copyFailed")} />
        </li>
      </ul>
    </section>
  );
}
