import { Sparkles } from "@/components/icons/lucide";
import { activePromotions, lastInstant, promotions } from "@/data/promotions";
import { getFormat } from "@/i18n/format-server";
import { Container } from "@/components/ui/container";
import { PromotionGate } from "./promotion-gate";
import { pageMessages, pageTranslations } from "@/lib/page";

/**
 * Promotions running now, decided when the server renders the page (every 15
 * minutes at most, see src/data/promotions.ts); PromotionGate hides one that
 * ends while the page is open. Renders nothing when none runs.
 */
export async function PromotionsSection({ now = new Date() }: { now?: Date }) {
  const active = activePromotions(now, promotions);
  if (active.length === 0) return null;
  const t = await pageTranslations("/business/pay/pricing", "promotions");
  // Title and body per promotion id: the type of the messages fails the build when one has none.
  const copy = (await pageMessages("/business/pay/pricing")).promotions.items;
  const format = await getFormat();
  return (
    <section aria-labelledby="payPricing-promotions-title" className="pb-4">
      <Container>
        <h2 id="payPricing-promotions-title" className="text-2xl font-bold tracking-tight">
          {t("title")}
        </h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {active.map((promotion) => (
            <PromotionGate key={promotion.id} endsAt={promotion.end}>
              <div data-promotion={promotion.id} className="flex gap-4">
                <Sparkles aria-hidden className="text-gold-600 dark:text-gold-400 size-6 shrink-0" />
                <div>
                  <h3 className="text-lg font-bold">{copy[promotion.id].title}</h3>
                  <p className="text-ink-muted mt-1">{copy[promotion.id].body}</p>
                  <p className="mt-2 text-sm font-semibold">
                    {t("until")} <time dateTime={promotion.end}>{format.dateTime(lastInstant(promotion), "dayAlgiers")}</time>
                  </p>
                </div>
              </div>
            </PromotionGate>
          ))}
        </ul>
      </Container>
    </section>
  );
}
