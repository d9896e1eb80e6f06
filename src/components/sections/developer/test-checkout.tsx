import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { getFormat } from "@/i18n/format-server";
import { withColon } from "@/i18n/typography";
import { regionHref } from "@/i18n/region";
import type { StoredObject } from "@/lib/sandbox/store";
import { closedReturnUrl, returnHosts } from "@/lib/sandbox/checkout";
import { checkoutActionPath, type CheckoutNotice } from "@/lib/sandbox/checkout-path";
import { FlaskConical } from "@/components/icons/lucide";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { TestCards } from "@/components/sections/developer/guides/test-cards";
import { testCards } from "@/data/developer-api";
import { checkoutCopyKeys } from "@/components/sections/developer/hosted-copy";

/**
 * The sandbox's hosted test checkout (SPEC 12, docs/developer-section.md, "Hosted test checkout"):
 * what the checkout holds, a card field whose test card decides the outcome (prefilled with the
 * card that pays, the documented test cards beside it), and the choice to let it expire: forms
 * that work without JavaScript. Rendered on the server for each request; nothing a merchant sent is rendered but
 * through React's escaping.
 */

/** The notice that says, on every state of the page, that nothing here is real (in `lang`: see UnknownCheckout). */
export async function TestModeBanner({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "developer.checkout" });
  return (
    <div role="note" data-testid="test-mode-banner" className="border-gold-400 bg-gold-300/40 text-ink dark:bg-gold-500/15 border-b">
      <Container className="flex items-start gap-3 py-3 text-sm font-semibold">
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{t("banner")}</p>
      </Container>
    </div>
  );
}

const cardNames: Record<string, string> = { cib: "CIB", edahabia: "Edahabia" };

export async function TestCheckout({
  checkout,
  status,
  lang,
  region,
  notice = null,
}: {
  checkout: StoredObject;
  status: string;
  lang: Lang;
  region: RegionId;
  /** Why its form sent the visitor back, nothing settled (`?notice=`): too many requests from the visitor's network (`wait`), or the sandbox busy (`busy`, red team 6b, RT6B-1). */
  notice?: CheckoutNotice | null;
}) {
  const t = await getTranslations("developer.checkout");
  const format = await getFormat();
  const open = status === "open";
  const method = typeof checkout.payment_method === "string" ? (cardNames[checkout.payment_method] ?? null) : null;
  const expiresAt = new Date(String(checkout.expires_at));
  const metadata = Object.entries((checkout.metadata ?? {}) as Record<string, unknown>).filter(([, value]) => typeof value === "string");
  // A failed checkout says which test card's decline it was (its `failure_code`).
  const failed = checkout.failure_code === "insufficient_funds" ? t("closed.insufficientFunds") : t("closed.failed");
  const closedText = { paid: t("closed.paid"), failed, canceled: t("closed.canceled"), expired: t("closed.expired") }[status];
  const back = open ? null : closedReturnUrl(checkout, status);
  const hosts = returnHosts(checkout);
  const action = checkoutActionPath(checkout.id);
  const copy = checkoutCopyKeys(checkout);
  return (
    <>
      <TestModeBanner lang={lang} />
      <Container className="py-10 md:py-14">
        <div className="mx-auto max-w-2xl">
          <p className="text-accent text-sm font-semibold">{t("eyebrow")}</p>
          <h1 id="page-title" className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">
            {t("title")}
          </h1>
          {open ? <p className="text-ink-muted mt-3 text-lg">{t(copy.lead)}</p> : null}
          {open && notice ? (
            <p role="status" className="border-line bg-surface mt-6 rounded-2xl border p-4 font-semibold" data-testid="checkout-notice">
              {notice === "wait" ? t("notice.wait") : t("notice.busy")}
            </p>
          ) : null}
          <Card className="mt-8">
            <h2 id="checkout-details" className="text-ink-muted text-sm font-semibold">
              {t("details")}
            </h2>
            <p className="mt-2 text-4xl font-extrabold tracking-tight" data-testid="checkout-amount">
              {format.number(Number(checkout.amount), "money")}
            </p>
            <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-ink-muted">{t("id")}</dt>
              <dd className="min-w-0 break-all">
                <code dir="ltr">{checkout.id}</code>
              </dd>
              <dt className="text-ink-muted">{t("card")}</dt>
              <dd>{method ?? t("cardAny")}</dd>
              {Number.isNaN(expiresAt.getTime()) ? null : (
                <>
                  <dt className="text-ink-muted">{t("expires")}</dt>
                  <dd>{format.dateTime(expiresAt, "instantMinute")}</dd>
                </>
              )}
              {/* Where the forms' answer or the button below leads: another site, named (red team 3, R3-3). */}
              {/* A payment link's checkout returns to the link's page on this site: said in words, not as this site's domain. */}
              {copy.returnsTo ? (
                <>
                  <dt className="text-ink-muted">{t("returnsTo")}</dt>
                  <dd data-testid="checkout-returns-to">{t(copy.returnsTo)}</dd>
                </>
              ) : hosts.length > 0 ? (
                <>
                  <dt className="text-ink-muted">{t("returnsTo")}</dt>
                  <dd className="min-w-0 break-all" data-testid="checkout-returns-to">
                    {hosts.map((host, index) => (
                      <span key={host}>
                        {index > 0 ? " · " : null}
                        <code dir="ltr">{host}</code>
                      </span>
                    ))}
                  </dd>
                </>
              ) : null}
              {metadata.length > 0 ? (
                <>
                  <dt className="text-ink-muted">{t("metadata")}</dt>
                  <dd className="min-w-0">
                    <ul className="grid gap-1">
                      {metadata.map(([name, value]) => (
                        <li key={name} className="break-all">
                          {/* The page's direction; the merchant's name and value keep their own. */}
                          <code dir="ltr">{name}</code>
                          {withColon("", lang)} <bdi>{String(value)}</bdi>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              ) : null}
            </dl>
          </Card>
          {open ? (
            <>
              <section aria-labelledby="checkout-pay" className="mt-10">
                <h2 id="checkout-pay" className="text-xl font-bold">
                  {t("pay.title")}
                </h2>
                {/* The test cards under the field: beside it, the table's third column would not fit the page's width. */}
                <div className="mt-4 grid gap-6">
                  {/* A plain POST: the card's outcome without JavaScript (src/lib/sandbox/checkout-action.ts). */}
                  <form method="post" action={action} className="border-line bg-surface grid gap-3 rounded-2xl border p-4">
                    <input type="hidden" name="region" value={region} />
                    <input type="hidden" name="lang" value={lang} />
                    <label htmlFor="checkout-card" className="font-semibold">
                      {t("pay.card")}
                    </label>
                    <input
                      id="checkout-card"
                      name="card"
                      type="text"
                      required
                      maxLength={64}
                      defaultValue={testCards[0].number}
                      inputMode="numeric"
                      autoComplete="off"
                      spellCheck={false}
                      dir="ltr"
                      aria-describedby="checkout-card-hint"
                      className="border-line bg-surface text-ink focus-visible:outline-accent h-12 w-full rounded-xl border px-4 font-mono text-lg focus-visible:outline-2 focus-visible:outline-offset-2 rtl:text-end"
                    />
                    <p id="checkout-card-hint" className="text-ink-muted text-sm">
                      {t(copy.payHint)}
                    </p>
                    <Button type="submit" name="choice" value="pay" variant="primary" size="lg">
                      {t("pay.submit", { amount: format.number(Number(checkout.amount), "money") })}
                    </Button>
                  </form>
                  <TestCards />
                </div>
              </section>
              <section aria-labelledby="checkout-expire" className="mt-10">
                <h2 id="checkout-expire" className="text-xl font-bold">
                  {t("expire.title")}
                </h2>
                <form
                  method="post"
                  action={action}
                  className="border-line bg-surface mt-4 flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center"
                >
                  <input type="hidden" name="region" value={region} />
                  <input type="hidden" name="lang" value={lang} />
                  <Button
                    type="submit"
                    name="choice"
                    value="expire"
                    variant="outline"
                    size="lg"
                    aria-describedby="checkout-expire-hint"
                    className="shrink-0 sm:w-48"
                  >
                    {t("expire.label")}
                  </Button>
                  <p id="checkout-expire-hint" className="text-ink-muted text-sm">
                    {t(copy.expireHint)}
                  </p>
                </form>
              </section>
            </>
          ) : (
            <section aria-labelledby="checkout-closed" className="card mt-10" data-testid="checkout-closed">
              <h2 id="checkout-closed" className="text-xl font-bold">
                {t("closed.title")}
              </h2>
              {closedText ? <p className="text-ink-muted mt-2">{closedText}</p> : null}
              {back && copy.leaves ? (
                <p className="text-ink-muted mt-2" data-testid="checkout-leaves">
                  {t("closed.leaves", { host: new URL(back).host })}
                </p>
              ) : null}
              <div className="mt-6 flex flex-wrap gap-3">
                {back ? (
                  <Button asChild variant="primary" size="lg">
                    <a href={back}>{t(copy.back)}</a>
                  </Button>
                ) : null}
                <Button asChild variant="outline" size="lg">
                  <a href={regionHref("/developer/pay")}>{t("unknown.docs")}</a>
                </Button>
              </div>
            </section>
          )}
        </div>
      </Container>
    </>
  );
}

/**
 * A checkout (or, with its namespace, a payment link) no unexpired key holds (the page answers
 * 404). Every next-intl call here names the language, as a segment's not-found element would
 * need (Next renders it with the page, possibly before the layouts set the request's language).
 */
export async function UnknownCheckout({
  lang,
  region,
  namespace = "developer.checkout",
}: {
  lang: Lang;
  region: RegionId;
  namespace?: "developer.checkout" | "developer.paymentLink";
}) {
  const t = await getTranslations({ locale: lang, namespace });
  return (
    <>
      <TestModeBanner lang={lang} />
      <Container className="py-10 md:py-14">
        <div className="mx-auto max-w-2xl">
          <p className="text-accent text-sm font-semibold">{t("eyebrow")}</p>
          <h1 id="page-title" className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">
            {t("unknown.title")}
          </h1>
          <p className="text-ink-muted mt-3 text-lg">{t("unknown.body")}</p>
          <Button asChild variant="outline" size="lg" className="mt-8">
            <a href={localHref(region, "/developer/pay")}>{t("unknown.docs")}</a>
          </Button>
        </div>
      </Container>
    </>
  );
}
