import type { Lang } from "@/config/languages";
import type { Messages } from "@/i18n/messages";
import type { formats } from "@/i18n/format";

declare module "next-intl" {
  interface AppConfig {
    Locale: Lang;
    Messages: Messages;
    Formats: typeof formats;
  }
}
