/**
 * The languages an optometrist or optician can be listed as speaking, by ISO 639 code. Adding a
 * language is one line here: the admin form, the booking form's "Language" field and the clinic
 * pages (names in the page's language, from the browser's and server's own Intl data) follow.
 */
export const SPOKEN_LANGUAGES = [
  { code: "en", name: "English" },
  { code: "pa", name: "Punjabi" },
  { code: "hi", name: "Hindi" },
  { code: "ur", name: "Urdu" },
  { code: "es", name: "Spanish" },
  { code: "gu", name: "Gujarati" },
  { code: "ta", name: "Tamil" },
  { code: "tl", name: "Tagalog" },
  { code: "ar", name: "Arabic" },
  { code: "pt", name: "Portuguese" },
  { code: "fr", name: "French" },
] as const;

export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number]["code"];
export const SPOKEN_LANGUAGE_CODES = SPOKEN_LANGUAGES.map((l) => l.code) as SpokenLanguage[];
export const isSpokenLanguage = (v: unknown): v is SpokenLanguage => typeof v === "string" && (SPOKEN_LANGUAGE_CODES as string[]).includes(v);

/** A spoken language's name in the page's language ("Punjabi", "ਪੰਜਾਬੀ", "पंजाबी"); English when Intl has none. */
export function spokenLanguageName(code: string, intlLocale = "en-CA"): string {
  const english = SPOKEN_LANGUAGES.find((l) => l.code === code)?.name ?? code;
  if (intlLocale.startsWith("en")) return english;
  try {
    const name = new Intl.DisplayNames([intlLocale], { type: "language", fallback: "none" }).of(code);
    return name ?? english;
  } catch {
    return english;
  }
}
