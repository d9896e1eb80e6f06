import { creditFor, earningRates, earningsExample, exampleTotal, type EarningKind } from "@/data/credit";
import { getFormat } from "@/i18n/format-server";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/** A month of purchases and the CC they earn, computed from `src/data/credit.ts`. */
export async function EarningsExample() {
  const t = await pageTranslations("/app/reward", "example");
  const format = await getFormat();
  const kinds = {
    topup: t("kinds.topup"),
    voucher: t("kinds.voucher"),
    bill: t("kinds.bill"),
    qr: t("kinds.qr"),
  } satisfies Record<EarningKind, string>;
  const cell = "border-b border-line px-4 py-3";
  return (
    <Section title={t("title")} lead={t("lead")} titleId="example-title" tone="muted">
      {/* Wider than a phone: the table scrolls inside a region a keyboard can focus, named by its caption. */}
      <div
        role="region"
        aria-labelledby="earnings-example-caption"
        tabIndex={0}
        className="border-line bg-surface focus-visible:outline-accent overflow-x-auto rounded-2xl border focus-visible:outline-2"
      >
        <table className="w-full min-w-[32rem] border-collapse text-start" data-testid="earnings-example">
          <caption id="earnings-example-caption" className="sr-only">
            {t("caption")}
          </caption>
          <thead>
            <tr className="bg-surface-muted text-sm">
              <th scope="col" className={`${cell} text-start`}>
                {t("kind")}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {t("amount")}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {t("rate")}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {t("earned")}
              </th>
            </tr>
          </thead>
          <tbody>
            {earningsExample.map((line) => (
              <tr key={line.kind}>
                <th scope="row" className={`${cell} text-start font-medium`}>
                  {kinds[line.kind]}
                </th>
                <td className={`${cell} text-ink-muted text-end`}>{format.number(line.amount, "money")}</td>
                <td className={`${cell} text-ink-muted text-end`}>{format.number(earningRates[line.kind], "decimal")}</td>
                <td className={`${cell} text-end font-semibold`}>{format.number(creditFor(line.kind, line.amount), "decimal")}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="px-4 py-3 text-start font-bold">
                {t("total")}
              </th>
              <td className="text-accent px-4 py-3 text-end text-lg font-extrabold">{format.number(exampleTotal(), "decimal")}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-ink-muted mt-4 max-w-3xl text-sm">{t("note")}</p>
    </Section>
  );
}
