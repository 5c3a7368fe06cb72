/**
 * The optometrist pages that are also written in Punjabi and Hindi. Apart from content/services
 * on purpose: browser code (the language switcher) needs this list, not every page's words.
 */
export const TRANSLATED_SERVICE_SLUGS = [
  "comprehensive-eye-exam",
  "contact-lens-fitting",
  "dry-eye-treatment",
  "kids-eye-care",
  "senior-eye-care",
  "lasik-consultation",
  "myopia-control",
] as const;
export type TranslatedServiceSlug = (typeof TRANSLATED_SERVICE_SLUGS)[number];
