import { getLocale } from "next-intl/server";
import { appFees, isFree, type AppFee, type AppFeeId } from "@/data/app-fees";
import type { Lang } from "@/config/languages";
import type { Format } from "@/i18n/format";
import { getFormat } from "@/i18n/format-server";
import { withFigure, withPercent } from "@/i18n/typography";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/** "Free", or the fee as "1% + 10 DA" ("1 % + 10 DA" in French), after the free operations of the month when there are some. */
function feeText(fee: AppFee, format: Format, words: { free: string; freeThen: string }, lang: Lang): string {
  if (isFree(fee)) return words.free;
  // The percent sign is written after the number, as the copy has always shown it in every language.
  const parts = [
    fee.percent ? withPercent(format.number(fee.percent, "decimal"), lang) : null,
    fee.fixed ? format.number(fee.fixed, "money") : null,
  ]
    .filter(Boolean)
    .join(" + ");
  return fee.freePerMonth ? `${withFigure(format.number(fee.freePerMonth, "decimal"), words.freeThen)} ${parts}` : parts;
}

/** What each operation costs an app user, from `src/data/app-fees.ts`. */
export async function FeesTable() {
  const t = await pageTranslations("/app/pricing", "table");
  const format = await getFormat();
  const lang = await getLocale();
  const words = { free: t("free"), freeThen: t("freeThen") };
  const rows = {
    download: t("rows.download"),
    account: t("rows.account"),
    cardLinking: t("rows.cardLinking"),
    topup: t("rows.topup"),
    voucher: t("rows.voucher"),
    bill: t("rows.bill"),
    qr: t("rows.qr"),
    sendToContact: t("rows.sendToContact"),
    walletLoad: t("rows.walletLoad"),
  } satisfies Record<AppFeeId, string>;
  return (
    <Section title={t("title")} titleId="fees-title">
      <div
        role="region"
        aria-labelledby="fees-table-caption"
        tabIndex={0}
        className="border-line focus-visible:outline-accent overflow-x-auto rounded-2xl border focus-visible:outline-2"
      >
        <table className="w-full border-collapse text-start" data-testid="fees-table">
          <caption id="fees-table-caption" className="sr-only">
            {t("caption")}
          </caption>
          <thead>
            <tr className="bg-surface-muted text-sm">
              <th scope="col" className="border-line border-b px-4 py-3 text-start">
                {t("operation")}
              </th>
              <th scope="col" className="border-line border-b px-4 py-3 text-end">
                {t("fee")}
              </th>
            </tr>
          </thead>
          <tbody>
            {appFees.map((fee) => (
              <tr key={fee.id} className="border-line border-b last:border-b-0">
                <th scope="row" className="px-4 py-3 text-start font-medium">
                  {rows[fee.id]}
                </th>
                <td className={`px-4 py-3 text-end font-semibold ${isFree(fee) ? "text-accent" : ""}`}>
                  {feeText(fee, format, words, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
