import type { Lang } from "@/i18n/languages";
import type en from "@messages/en.json";

declare module "next-intl" {
  interface AppConfig {
    Locale: Lang;
    Messages: typeof en;
  }
}
