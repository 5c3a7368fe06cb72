import type { ReactNode } from "react";
import { CartSync } from "@/components/cart/cart-sync";
import { LanguageSuggestion } from "@/components/i18n/language-suggestion";
import { ShellWordsProvider } from "@/components/i18n/shell-words";
import { CallTracker } from "@/components/layout/call-tracker";
import { FloatingWidgets } from "@/components/layout/floating-widgets";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import type { Locale } from "@/content/i18n/locales";
import { shellWords } from "@/lib/i18n/shell-words";

/**
 * The patient-facing chrome, in the page's language: header, footer, call widget and cart
 * sync. Admin pages have their own. Its client islands read their words, resolved on the
 * server, from ShellWordsProvider (no message formatter in the browser).
 */
export function PublicShell({ locale = "en", children }: { locale?: Locale; children: ReactNode }) {
  return (
    <ShellWordsProvider words={shellWords(locale)}>
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
    </ShellWordsProvider>
  );
}
