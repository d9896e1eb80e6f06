import Link from "next/link";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { regions } from "@/config/regions";
import { site, socialLinks } from "@/config/site";
import { consentSettingsAttribute } from "@/lib/consent/cookie";
import { getRegion, regionHref } from "@/i18n/region";
import type { Section } from "@/config/sections";
import type { Highlight } from "@/config/navigation";
import { footerLegalLinks } from "@/components/layout/footer-links";
import { Container } from "@/components/ui/container";
import { SocialMark } from "@/components/icons/social";
import { Logo } from "./logo";
import { CurrentYear } from "./current-year";
import { FooterLocaleForm } from "./footer-locale-form";
import { comingSoonRegions, localeFormLabels, resolveMenus } from "./shell-data";
import { FooterNav } from "./footer-nav";

type SiteFooterProps = { section: Section; highlight: Highlight };

/**
 * Three layouts: phone (stacked, two-column menus), tablet (three columns),
 * desktop (brand column and a column per menu). The site navigation here is
 * also what the header's menu trigger leads to without JavaScript.
 */
export async function SiteFooter({ section, highlight }: SiteFooterProps) {
  const t = await getTranslations("footer");
  const tn = await getTranslations("navigation");
  const tl = await getTranslations("localePicker");
  // The legal links are a data-driven list: their labels come from the typed tree, indexed by typed keys.
  const legalLabels = (await getMessages()).footer.legal;
  const region = getRegion();
  const menus = regions[region].showMenus ? await resolveMenus(highlight) : [];
  const social = socialLinks[region];
  const cookieHref = footerLegalLinks(region, section).find((link) => link.key === "cookie")!.href;

  return (
    <footer className="border-line bg-surface-muted mt-auto border-t">
      <Container className="py-12 md:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(14rem,1.2fr)_4fr]">
          <div className="flex flex-col gap-4">
            <Logo />
            <p className="text-ink-muted max-w-xs">{t("tagline")}</p>
            <div>
              <h2 className="mb-3 text-sm font-semibold">{t("socialHeading")}</h2>
              {/* .social-links (globals.css) draws each link as a round button. */}
              <ul className="social-links flex flex-wrap gap-2" data-testid="social-links">
                {social.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      rel="noopener noreferrer"
                      target="_blank"
                      aria-label={link.name}
                    >
                      <SocialMark icon={link.icon} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <FooterNav label={t("sitemapHeading")} homeLabel={tn("home")} homeHref={regionHref("/")} menus={menus} />
        </div>

        <FooterLocaleForm
          title={tl("title")}
          lang={await getLocale()}
          region={region}
          labels={await localeFormLabels()}
          comingSoonRegions={comingSoonRegions}
        />

        <div className="border-line text-ink-muted mt-12 flex flex-col gap-4 border-t pt-6 text-sm md:flex-row md:flex-wrap md:items-center md:justify-between">
          <p>
            {t.rich("copyright", {
              year: () => <CurrentYear buildYear={new Date().getFullYear()} />,
            })}
          </p>
          <nav aria-label={t("legalHeading")}>
            <ul className="flex flex-col gap-2 md:flex-row md:flex-wrap md:gap-x-6 [&_a:hover]:text-accent" data-testid="legal-links">
              {footerLegalLinks(region, section).map((link) => (
                <li key={link.key}>
                  <Link href={link.href} prefetch={false}>
                    {legalLabels[link.key]}
                  </Link>
                </li>
              ))}
              {site.gaId ? (
                // With analytics configured, the choice of SPEC 11 can be changed from every page. A link to
                // the cookie policy, which the page's script turns into the prompt (analytics.tsx).
                <li>
                  <a href={cookieHref} {...{ [consentSettingsAttribute]: "" }}>
                    {t("cookieSettings")}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
