import type { ReactNode } from "react";
import { ToastHost } from "@/components/layout/toast-host";
import { ThemeScript } from "@/components/theme/theme-script";
import { HTML_LANG, type Locale } from "@/content/i18n/locales";

/**
 * The <html> and <body> every root layout draws: English pages and each translated
 * language have their own root layout, so `lang` is right in the served HTML.
 */
export function HtmlDocument({ locale, skipLabel, fontClass, children }: { locale: Locale; skipLabel: string; fontClass?: string; children: ReactNode }) {
  return (
    <html lang={HTML_LANG[locale]} dir="ltr" className={fontClass} suppressHydrationWarning data-scroll-behavior="smooth">
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout's own <head>, drawn here for both roots (the rule expects it in app/). */}
      <head>
        <ThemeScript />
      </head>
      <body className="flex min-h-screen flex-col bg-page text-ink">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-brand-700 focus:px-4 focus:py-2 focus:text-white"
        >
          {skipLabel}
        </a>
        {/* Each audience's layout draws its own chrome: PublicShell, or the admin shell. */}
        {children}
        <ToastHost />
      </body>
    </html>
  );
}
