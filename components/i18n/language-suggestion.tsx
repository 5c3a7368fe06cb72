"use client";

import { useEffect, useState } from "react";
import { X } from "@/components/ui/icons";
import { HTML_LANG, LANGUAGE_COOKIE, LANGUAGE_SUGGESTION, isPrefixedLocale, type PrefixedLocale } from "@/content/i18n/locales";
import { hasTranslation, switchLocale } from "@/lib/i18n/paths";
import { rememberLanguage } from "./language-switcher";
import { usePagePath } from "./use-page-path";

/** The language a visitor chose before (cookie), else the first of ours the browser prefers. */
function wantedLanguage(): PrefixedLocale | null {
  const chosen = document.cookie.split("; ").find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))?.split("=")[1];
  if (chosen) return isPrefixedLocale(chosen) ? chosen : null;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "en") return null;
    if (isPrefixedLocale(primary)) return primary;
  }
  return null;
}

/**
 * On an English page that also exists in Punjabi or Hindi: a small offer, in that language, to
 * read it there — never a redirect, so shared links and search engines land where they point.
 * "No, thanks" remembers English. Decided after hydration, so the prerendered page is the same
 * for everyone.
 */
export function LanguageSuggestion() {
  const path = usePagePath();
  const [offer, setOffer] = useState<PrefixedLocale | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the browser's languages and cookie, which the server cannot know
    setOffer(hasTranslation(path) ? wantedLanguage() : null);
  }, [path]);
  if (!offer) return null;
  const words = LANGUAGE_SUGGESTION[offer];
  return (
    <aside lang={HTML_LANG[offer]} aria-label={words.text} data-language-suggestion className="border-b border-accent-400 bg-accent-300/20">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-sm text-ink">
        <p>{words.text}</p>
        <a
          href={switchLocale(path, offer)}
          hrefLang={HTML_LANG[offer]}
          onClick={() => rememberLanguage(offer)}
          className="font-semibold text-brand-800 underline underline-offset-4 dark:text-brand-200"
        >
          {words.action}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage("en");
            setOffer(null);
          }}
          className="inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-ink-muted hover:bg-surface-muted"
        >
          <X aria-hidden className="size-4" />
          {words.dismiss}
        </button>
      </div>
    </aside>
  );
}
