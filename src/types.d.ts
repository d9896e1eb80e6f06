import type { Lang } from "@/i18n/languages";
import type { Messages } from "@/i18n/messages";

declare module "next-intl" {
  interface AppConfig {
    Locale: Lang;
    Messages: Messages;
  }
}
