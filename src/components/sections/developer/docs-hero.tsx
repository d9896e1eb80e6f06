import { getTranslations } from "next-intl/server";
import { FileCode, FileText, KeyRound } from "lucide-react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import type { ApiId } from "@/lib/openapi/types";
import { loadApi } from "@/lib/openapi/load";
import { localHref } from "@/i18n/links";
import { site } from "@/config/site";
import { Container } from "@/components/ui/container";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";

type Props = { api: ApiId; lang: Lang; region: RegionId };

/** Title, promise, base URLs and the machine-readable versions of the docs. */
export async function DocsHero({ api, lang, region }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "developer" });
  const model = await loadApi(api);
  const other: ApiId = api === "pay" ? "pro" : "pay";
  return (
    <Container className="py-10 md:py-14">
      <Badge>{t(`${api}.eyebrow`)}</Badge>
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance md:text-5xl">{t(`${api}.title`)}</h1>
      <p className="text-ink-muted mt-4 max-w-3xl text-lg">{t(`${api}.lead`)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="gold">
          <a href={site.links.developerDashboard}>
            <KeyRound aria-hidden className="size-4" />
            {t("docs.hero.dashboard")}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={localHref(region, `/developer/${api}/openapi.yaml`)} download={`${api}.openapi.yaml`}>
            <FileCode aria-hidden className="size-4" />
            {t("docs.hero.openapi")}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={localHref(region, `/developer/${api}.md`)}>
            <FileText aria-hidden className="size-4" />
            {t("docs.hero.markdown")}
          </a>
        </Button>
      </div>
      <dl className="mt-8 grid max-w-3xl gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">{t("docs.hero.servers")}</dt>
        <dd>
          <ul className="space-y-1">
            {model.servers.map((server) => (
              <li key={server.url} className="flex flex-wrap items-center gap-2">
                <span className="text-ink-muted">{server.description[lang]}</span>
                <code dir="ltr" className="bg-surface-muted text-ink rounded px-1.5 py-0.5 font-mono">
                  {server.url}
                </code>
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">{t("docs.hero.version")}</dt>
        <dd>
          <code dir="ltr" className="font-mono">
            {model.version}
          </code>
        </dd>
        <dt className="font-semibold">{t("docs.hero.otherApi")}</dt>
        <dd>
          <a className="text-accent font-semibold underline underline-offset-4" href={localHref(region, `/developer/${other}`)}>
            {t(`${other}.title`)}
          </a>
        </dd>
      </dl>
    </Container>
  );
}
