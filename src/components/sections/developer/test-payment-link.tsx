import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { getFormat } from "@/i18n/format-server";
import { regionHref } from "@/i18n/region";
import type { StoredObject } from "@/lib/sandbox/store";
import type { LinkState } from "@/lib/sandbox/link";
import { linkActionPath, type LinkNotice } from "@/lib/sandbox/checkout-path";
import { sandboxLimits } from "@/config/sandbox";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { TestModeBanner } from "@/components/sections/developer/test-checkout";
import { linkExpiredAt, linkExpiry, linkStatus, linkUses } from "@/components/sections/developer/hosted-copy";

/**
 * A test payment link's page (SPEC 12, docs/developer-section.md, "Payment link page"), built as
 * the hosted test checkout's: the test-mode banner, the link's name (as the merchant wrote it,
 * through React's escaping; for a day after the link's creation, then the page's own heading, RT5-4), its amount in the page's language, its state and uses; while it
 * accepts payments, one plain form (no JavaScript needed) that creates a checkout for it and goes
 * to that checkout's test payment page; otherwise, why it takes none.
 */
export async function TestPaymentLink({
  link,
  name,
  state,
  full = false,
  notice = null,
  lang,
  region,
}: {
  link: StoredObject;
  /** The link's name, or null once its page no longer shows it (`linkNameAt`: a day after its creation, RT5-4). */
  name: string | null;
  state: LinkState;
  /** Its key holds as many objects as the sandbox keeps: no checkout can be made for it (`keyIsFull`). */
  full?: boolean;
  /** Why its Pay sent the visitor back (`?notice=`, red team 5, RT5-1): too many Pays a minute, its key's link checkouts all held, or the sandbox busy (RT6B-1). */
  notice?: LinkNotice | null;
  lang: Lang;
  region: RegionId;
}) {
  const t = await getTranslations("developer.paymentLink");
  const format = await getFormat();
  const amount = format.number(Number(link.amount), "money");
  const maxUses = typeof link.max_uses === "number" ? link.max_uses : null;
  const uses = Number(link.uses ?? 0);
  const expiry = linkExpiry(format, link.expires_at);
  const status = linkStatus(state, full);
  const stateText = t(status.key);
  // A stored `expires_at` the page cannot read as an instant (the API refuses one now, review pass
  // 22, en 3.1; an older one may be stored) still gets a whole sentence, without its date.
  const expiredAt = state === "expired" ? linkExpiredAt(format, link.expires_at) : null;
  const closedText = {
    active: null,
    used: t("closed.used", { max: maxUses ?? uses }),
    inactive: t("closed.inactive"),
    expired: expiredAt === null ? t("closed.expiredUndated") : t("closed.expired", expiredAt),
  }[state];
  return (
    <>
      <TestModeBanner lang={lang} />
      <Container className="py-10 md:py-14">
        <div className="mx-auto max-w-2xl">
          <p className="text-accent text-sm font-semibold">{t("eyebrow")}</p>
          <h1 id="page-title" className="mt-2 text-3xl font-extrabold tracking-tight break-words md:text-4xl" data-testid="link-name">
            {name === null ? t("meta.title") : <bdi>{name}</bdi>}
          </h1>
          {name === null ? (
            <p className="text-ink-muted mt-2 text-sm" data-testid="link-name-hidden">
              {t("nameHidden")}
            </p>
          ) : null}
          {status.lead ? <p className="text-ink-muted mt-3 text-lg">{t("lead")}</p> : null}
          <Card className="mt-8">
            <h2 id="link-details" className="text-ink-muted text-sm font-semibold">
              {t("details")}
            </h2>
            <p className="mt-2 text-4xl font-extrabold tracking-tight" data-testid="link-amount">
              {amount}
            </p>
            <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-ink-muted">{t("state")}</dt>
              <dd className="font-semibold" data-testid="link-state">
                {stateText}
              </dd>
              <dt className="text-ink-muted">{t("uses")}</dt>
              <dd data-testid="link-uses">{linkUses(format, t, uses, maxUses)}</dd>
              {expiry ? (
                <>
                  <dt className="text-ink-muted">{t("expires")}</dt>
                  <dd>{expiry}</dd>
                </>
              ) : null}
              <dt className="text-ink-muted">{t("id")}</dt>
              <dd className="min-w-0 break-all">
                <code dir="ltr">{link.id}</code>
              </dd>
            </dl>
          </Card>
          {state === "active" && full ? (
            <section aria-labelledby="link-full" className="card mt-10" data-testid="link-full">
              <h2 id="link-full" className="text-xl font-bold">
                {t("full.title")}
              </h2>
              <p className="text-ink-muted mt-2">{t("full.body")}</p>
              <Button asChild variant="outline" size="lg" className="mt-6">
                <a href={regionHref("/developer/pay")}>{t("unknown.docs")}</a>
              </Button>
            </section>
          ) : state === "active" ? (
            <>
              {notice ? (
                <p role="status" className="border-line bg-surface mt-10 rounded-2xl border p-4 font-semibold" data-testid="link-notice">
                  {notice === "held" ? t("notice.held", { max: sandboxLimits.linkCheckoutsPerKey }) : notice === "wait" ? t("notice.wait") : t("notice.busy")}
                </p>
              ) : null}
              {/* A plain POST: a checkout for the link, then its test payment page, without JavaScript (src/lib/sandbox/link-action.ts). */}
              <form
                method="post"
                action={linkActionPath(link.id)}
                className="border-line bg-surface mt-10 grid gap-3 rounded-2xl border p-4"
              >
                <input type="hidden" name="region" value={region} />
                <input type="hidden" name="lang" value={lang} />
                <Button type="submit" name="choice" value="pay" variant="primary" size="lg" aria-describedby="link-pay-hint">
                  {t("pay.submit", { amount })}
                </Button>
                <p id="link-pay-hint" className="text-ink-muted text-sm">
                  {t("pay.hint")}
                </p>
              </form>
            </>
          ) : (
            <section aria-labelledby="link-closed" className="card mt-10" data-testid="link-closed">
              <h2 id="link-closed" className="text-xl font-bold">
                {t("closed.title")}
              </h2>
              {closedText ? <p className="text-ink-muted mt-2">{closedText}</p> : null}
              <Button asChild variant="outline" size="lg" className="mt-6">
                <a href={regionHref("/developer/pay")}>{t("unknown.docs")}</a>
              </Button>
            </section>
          )}
        </div>
      </Container>
    </>
  );
}
