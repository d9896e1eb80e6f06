import { Sparkles } from "lucide-react";
import type { Lang } from "@/config/languages";
import { activePromotions, promotions } from "@/data/promotions";
import { Container } from "@/components/ui/container";
import { businessMessages, headingId } from "./messages";
import { PromotionGate } from "./promotion-gate";

/**
 * Promotions running now (decided when the page is built; see PromotionGate
 * for the client-side end). Renders nothing when none runs.
 */
export async function PromotionsSection({ lang, locale, now = new Date() }: { lang: Lang; locale: string; now?: Date }) {
  const active = activePromotions(now, promotions);
  if (active.length === 0) return null;
  const { text } = await businessMessages(lang);
  const p = "payPricing.promotions";
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Africa/Algiers" });
  return (
    <section aria-labelledby={headingId(p)} className="pb-4">
      <Container>
        <h2 id={headingId(p)} className="text-2xl font-bold tracking-tight">{text(`${p}.title`)}</h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {active.map((promotion) => (
            <PromotionGate key={promotion.id} endsAt={promotion.end}>
              <div data-promotion={promotion.id} className="flex gap-4">
                <Sparkles aria-hidden className="size-6 shrink-0 text-gold-600 dark:text-gold-400" />
                <div>
                  <h3 className="text-lg font-bold">{text(`${p}.items.${promotion.id}.title`)}</h3>
                  <p className="mt-1 text-ink-muted">{text(`${p}.items.${promotion.id}.body`)}</p>
                  <p className="mt-2 text-sm font-semibold">
                    {text(`${p}.until`)} <time dateTime={promotion.end}>{date.format(new Date(Date.parse(promotion.end) - 1))}</time>
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
