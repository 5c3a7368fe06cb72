import { PREFIXED_LOCALES, isPrefixedLocale, type Locale } from "@/content/i18n/locales";
import { TRANSLATED_SERVICE_SLUGS } from "@/content/translated-services";

/**
 * Which English pages also exist in Punjabi and Hindi, and how an address moves between
 * languages. Browser code reads this too (the switcher, the suggestion), so it stays small.
 */
const TRANSLATED_STATIC = new Set<string>([
  "/",
  "/brampton/services",
  "/brampton/book-exam",
  "/brampton/locations",
  "/brampton/contact",
  "/brampton/insurance",
  "/brampton/privacy/health-information",
  ...TRANSLATED_SERVICE_SLUGS.map((s) => `/brampton/${s}`),
]);
// Every clinic's page (a clinic is a database row, so its slug is not known here), the manage, unsubscribe, waitlist and forms links.
const TRANSLATED_DYNAMIC = [/^\/brampton\/locations\/[a-z0-9]+(?:-[a-z0-9]+)*$/, /^\/brampton\/book-exam\/(manage|unsubscribe|waitlist|forms)\/[A-Za-z0-9_-]{1,64}$/];

/** The English paths of every translated page that is not per-visitor and not a clinic's (sitemap, alternates). */
export const TRANSLATED_PATHS: readonly string[] = [...TRANSLATED_STATIC];

/** Internal route prefix the translated pages are built under; /pa/x is rewritten to it. */
export const TRANSLATED_ROUTE_PREFIX = "/translated";

/** Whether the English page at `path` (no query) has Punjabi and Hindi versions. */
export function hasTranslation(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return TRANSLATED_STATIC.has(clean) || TRANSLATED_DYNAMIC.some((re) => re.test(clean));
}

/**
 * The address of `href` (an English site path, possibly with ?query or #hash) for a page in
 * `locale`: the translated page when there is one, else the English page.
 */
export function localizedHref(locale: Locale, href: string): string {
  if (locale === "en" || !href.startsWith("/")) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  if (!hasTranslation(path)) return href;
  return `/${locale}${path === "/" ? "" : path}${rest}`;
}

/** Whether a link from a `locale` page to `href` lands on a page in English instead. */
export function leadsToEnglish(locale: Locale, href: string): boolean {
  return locale !== "en" && href.startsWith("/") && localizedHref(locale, href) === href;
}

/**
 * Splits a pathname as the browser or the server sees it into its language and English path:
 * "/pa/brampton/contact" and the internal "/translated/pa/brampton/contact" both give
 * { locale: "pa", path: "/brampton/contact" }.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const inner = pathname.startsWith(`${TRANSLATED_ROUTE_PREFIX}/`) ? pathname.slice(TRANSLATED_ROUTE_PREFIX.length) : pathname;
  const m = /^\/([a-z]{2})(\/.*)?$/.exec(inner);
  if (m && isPrefixedLocale(m[1])) return { locale: m[1], path: m[2] || "/" };
  return { locale: "en", path: pathname };
}

/** The same page in another language (or in English when it has no translation). */
export function switchLocale(pathname: string, to: Locale): string {
  const { path } = splitLocale(pathname);
  if (to === "en") return path;
  return hasTranslation(path) ? `/${to}${path === "/" ? "" : path}` : path;
}

export { PREFIXED_LOCALES };
