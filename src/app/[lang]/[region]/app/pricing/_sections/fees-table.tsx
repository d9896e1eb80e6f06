import { getLocale } from "next-intl/server";
import { appFees, isFree, type AppFeeId } from "@/data/app-fees";
import { getFormat } from "@/i18n/format-server";
import { appFeeText, type AppFeeWords } from "@/lib/pricing/app-fee-text";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/** What each operation costs an app user, from `src/data/app-fees.ts`. */
export async function FeesTable() {
  const t = await pageTranslations("/app/pricing", "table");
  const format = await getFormat();
  const lang = await getLocale();
  // The count goes into the message, whose plural makes the words agree with it (2 takes the dual in Arabic).
  const words: AppFeeWords = { free: t("free"), freeThen: (count) => t("freeThen", { count }) };
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
                  {appFeeText(fee, format, words, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
