import Link from "next/link";
import { ArrowRight, CircleHelp, Gift, QrCode, ReceiptText, Smartphone, Ticket, UserRound, Users, Wallet } from "@/components/icons/lucide";
import { regionHref } from "@/i18n/region";
import { Section } from "@/components/ui/section";
import { pageMessages, pageTranslations } from "@/lib/page";

/** One tile per feature page; the keys are those of `app.overview.tiles.items`, so a missing tile text fails tsc. */
const tiles = [
  { key: "wallet", path: "/app/wallet", Icon: Wallet },
  { key: "topup", path: "/app/topup", Icon: Smartphone },
  { key: "voucher", path: "/app/voucher", Icon: Ticket },
  { key: "payment", path: "/app/payment", Icon: QrCode },
  { key: "reward", path: "/app/reward", Icon: Gift },
  { key: "contact", path: "/app/contact", Icon: Users },
  { key: "profile", path: "/app/profile", Icon: UserRound },
  { key: "pricing", path: "/app/pricing", Icon: ReceiptText },
  { key: "help", path: "/app/help", Icon: CircleHelp },
] as const;

/** The overview's feature tiles, each a link to its page. */
export async function FeatureTiles() {
  const t = await pageTranslations("/app", "tiles");
  const items = (await pageMessages("/app")).tiles.items;
  return (
    <Section title={t("title")} lead={t("lead")} titleId="tiles-title">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(({ key, path, Icon }) => (
          <li key={key}>
            <Link href={regionHref(path)} prefetch={false} className="tile-link group">
              <span className="icon-tile">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 flex items-center gap-2 text-xl font-bold">
                {items[key].title}
                <ArrowRight aria-hidden className="tile-arrow" />
              </h3>
              <p className="text-ink-muted mt-2">{items[key].body}</p>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
