import Link from "next/link";
import { ArrowRight, CircleHelp, Gift, QrCode, ReceiptText, Smartphone, Ticket, UserRound, Users, Wallet } from "@/components/icons/lucide";
import { getMessages, getTranslations } from "next-intl/server";
import { regionHref } from "@/i18n/region";
import { Section } from "@/components/ui/section";

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
  const t = await getTranslations("app.overview.tiles");
  const { app } = await getMessages();
  const items = app.overview.tiles.items;
  return (
    <Section title={t("title")} lead={t("lead")} titleId="tiles-title">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(({ key, path, Icon }) => (
          <li key={key}>
            <Link
              href={regionHref(path)}
              prefetch={false}
              className="group border-line bg-surface hover:border-brand-400 flex h-full flex-col rounded-3xl border p-6 shadow-sm transition-colors"
            >
              <span className="bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-100 inline-flex size-12 items-center justify-center rounded-2xl">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 flex items-center gap-2 text-xl font-bold">
                {items[key].title}
                <ArrowRight
                  aria-hidden
                  className="text-accent size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
                />
              </h3>
              <p className="text-ink-muted mt-2">{items[key].body}</p>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
