import type en from "@/content/i18n/en/messages.json";
import type { Locale } from "@/content/i18n/locales";

// Typed message keys and locales for next-intl (English is the source catalogue).
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
