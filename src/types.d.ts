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

/** The lead forms' proof-of-work widget (ALTCHA's web component, loaded by src/components/forms/lead-form.tsx). */
declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": {
        challenge: string;
        language: string;
        name: string;
        auto: "off" | "onfocus" | "onload" | "onsubmit";
        configuration?: string;
      };
    }
  }
}
