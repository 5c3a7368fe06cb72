"use client";

import { useShellWords } from "./shell-words";
import type { MouseEvent } from "react";
import { HTML_LANG, LANGUAGE_COOKIE, LANGUAGE_NAMES, LOCALES, type Locale } from "@/content/i18n/locales";
import { switchLocale } from "@/lib/i18n/paths";
import { usePagePath } from "./use-page-path";

const YEAR = 60 * 60 * 24 * 365;
/** On the header's dark top bar, or on the phone menu's surface. */
const TONE = {
  dark: { current: "bg-white/15 font-semibold underline underline-offset-4", other: "hover:bg-white/10" },
  light: { current: "bg-brand-50 font-semibold text-brand-800 underline underline-offset-4 dark:bg-brand-900/60 dark:text-brand-100", other: "text-ink hover:bg-surface-muted" },
};

/** Remembers the visitor's choice, so an English page no longer suggests another language. */
export function rememberLanguage(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
}

/**
 * English · ਪੰਜਾਬੀ · हिन्दी, each named in its own script and language. A link goes to the
 * same page in that language (its English page when it has no translation) and keeps the
 * query and fragment; without JavaScript it is a plain link without them.
 */
export function LanguageSwitcher({ locale, tone = "dark", className = "" }: { locale: Locale; tone?: "dark" | "light"; className?: string }) {
  const { language } = useShellWords();
  const path = usePagePath();
  const go = (to: Locale) => (e: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(to);
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    window.location.assign(switchLocale(path, to) + window.location.search + window.location.hash);
  };
  return (
    <nav aria-label={language} className={className}>
      <ul className="flex items-center gap-1 text-sm">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={switchLocale(path, l)}
              lang={HTML_LANG[l]}
              hrefLang={HTML_LANG[l]}
              aria-current={l === locale ? "true" : undefined}
              onClick={l === locale ? undefined : go(l)}
              className={`inline-flex min-h-8 items-center rounded-full px-2.5 leading-normal ${TONE[tone][l === locale ? "current" : "other"]}`}
            >
              {LANGUAGE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
