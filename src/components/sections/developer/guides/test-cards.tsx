import { testCards } from "@/data/developer-api";
import { pageTranslations } from "@/lib/page";

const cell = "border-b border-line px-3 py-2 text-start";

/** The sandbox card numbers of the pay API, with the outcome each one forces. */
export async function TestCards() {
  const t = await pageTranslations("/developer/pay", "start.cards");
  const outcomes = { paid: t("paid"), failed: t("failed"), insufficientFunds: t("insufficientFunds") };
  return (
    // Scrolls on its own on narrow screens (card numbers do not wrap); focusable so keyboards can scroll it.
    <div role="region" aria-label={t("caption")} tabIndex={0} className="mt-4 max-w-xl overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-semibold">{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t("network")}
            </th>
            <th scope="col" className={cell}>
              {t("number")}
            </th>
            <th scope="col" className={cell}>
              {t("outcome")}
            </th>
          </tr>
        </thead>
        <tbody>
          {testCards.map((card) => (
            <tr key={card.number}>
              <td className={cell}>{card.network}</td>
              <td className={`${cell} font-mono whitespace-nowrap`} dir="ltr">
                {card.number}
              </td>
              <td className={`${cell} text-ink-muted`}>{outcomes[card.outcome]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
