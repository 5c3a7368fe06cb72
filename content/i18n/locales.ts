/**
 * The site's languages. English is the default and lives at the paths the specs give; each
 * other language serves its translated pages under its own prefix (/pa, /hi).
 */
export const LOCALES = ["en", "pa", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The languages with a path prefix of their own. */
export const PREFIXED_LOCALES = ["pa", "hi"] as const satisfies readonly Locale[];
export type PrefixedLocale = (typeof PREFIXED_LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
/** A stored or sent language value as one of ours; anything else is English. */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
export function isPrefixedLocale(value: unknown): value is PrefixedLocale {
  return typeof value === "string" && (PREFIXED_LOCALES as readonly string[]).includes(value);
}

/** Each language named in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", pa: "ਪੰਜਾਬੀ", hi: "हिन्दी" };
/** The language's name in English, for the clinic's own notices. */
export const LANGUAGE_NAMES_EN: Record<Locale, string> = { en: "English", pa: "Punjabi", hi: "Hindi" };
/** `<html lang>` and `hreflang` values. */
export const HTML_LANG: Record<Locale, string> = { en: "en-CA", pa: "pa", hi: "hi" };
/** `hreflang` of each language's version of a page (English as written for Canada and everywhere: "en"). */
export const HREFLANG: Record<Locale, string> = { en: "en", pa: "pa", hi: "hi" };
export const OG_LOCALE: Record<Locale, string> = { en: "en_CA", pa: "pa_IN", hi: "hi_IN" };
/** Intl locale for dates and times (always shown in the clinics' time zone). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-CA", pa: "pa-IN", hi: "hi-IN" };

/** The cookie that remembers a visitor's chosen language (or "en" once a suggestion was dismissed). */
export const LANGUAGE_COOKIE = "bv-lang";

/**
 * The suggestion an English page offers a browser that prefers one of the other languages,
 * written in that language (so it stays here, tiny, rather than in that language's catalogue).
 */
export const LANGUAGE_SUGGESTION: Record<PrefixedLocale, { text: string; action: string; dismiss: string }> = {
  pa: { text: "ਇਹ ਸਫ਼ਾ ਪੰਜਾਬੀ ਵਿੱਚ ਵੀ ਹੈ।", action: "ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ", dismiss: "ਨਹੀਂ, ਧੰਨਵਾਦ" },
  hi: { text: "यह पेज हिन्दी में भी उपलब्ध है।", action: "हिन्दी में पढ़ें", dismiss: "नहीं, धन्यवाद" },
};
