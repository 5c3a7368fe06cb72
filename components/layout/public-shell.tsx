import type { ReactNode } from "react";
import { CartSync } from "@/components/cart/cart-sync";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { LanguageSuggestion } from "@/components/i18n/language-suggestion";
import { CallTracker } from "@/components/layout/call-tracker";
import { FloatingWidgets } from "@/components/layout/floating-widgets";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import type { Locale } from "@/content/i18n/locales";
import { pickMessages } from "@/lib/i18n/messages";

/**
 * The patient-facing chrome, in the page's language: header, footer, call widget and cart
 * sync. Admin pages have their own. Its client islands get only the "shellClient" messages
 * (and a translated page its language's not-found words, which its not-found page needs).
 */
export function PublicShell({ locale = "en", children }: { locale?: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={pickMessages(locale, locale === "en" ? ["shellClient"] : ["shellClient", "notFound"])}>
      <SiteHeader locale={locale} />
      {locale === "en" ? <LanguageSuggestion /> : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <FloatingWidgets locale={locale} />
      <CartSync />
      <CallTracker />
      <ScrollToTop />
    </IntlProvider>
  );
}
