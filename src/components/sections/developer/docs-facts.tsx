import { getLocale, getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import { loadApi } from "@/lib/openapi/load";
import { regionHref } from "@/i18n/region";
import { pageMessages } from "@/lib/page";

/** Under the hero: base URLs, API version and a link to the other API's docs. */
export async function DocsFacts({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.hero");
  // Server descriptions come from the OpenAPI model, which carries its own three languages.
  const lang = await getLocale();
  const model = await loadApi(api);
  const other: ApiId = api === "pay" ? "pro" : "pay";
  const otherApi = await pageMessages(`/developer/${other}`);
  return (
    <dl className="mt-8 grid max-w-3xl gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-semibold">{t("servers")}</dt>
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
      <dt className="font-semibold">{t("version")}</dt>
      <dd>
        <code dir="ltr" className="font-mono">
          {model.version}
        </code>
      </dd>
      <dt className="font-semibold">{t("otherApi")}</dt>
      <dd>
        <a className="text-accent font-semibold underline underline-offset-4" href={regionHref(`/developer/${other}`)}>
          {otherApi.title}
        </a>
      </dd>
    </dl>
  );
}
