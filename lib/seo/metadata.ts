import type { Metadata, Viewport } from "next";
import { BRAND } from "@/content/brand";
import { HREFLANG, LOCALES, OG_LOCALE, type Locale } from "@/content/i18n/locales";
import { clinicList, getClinics } from "@/lib/clinics";
import { getT } from "@/lib/i18n/messages";
import { hasTranslation, localizedHref } from "@/lib/i18n/paths";
import { publicSiteUrl, siteBase } from "./site-url";

/** What every page of one language starts from: its root layout's metadata. */
export async function rootMetadata(locale: Locale): Promise<Metadata> {
  // Without a public origin (a production start without SITE_URL), no metadataBase: canonical
  // links stay root-relative instead of naming a localhost that does not exist.
  const site = publicSiteUrl();
  const t = getT(locale, "meta");
  return {
    ...(site ? { metadataBase: new URL(site) } : {}),
    title: { default: t("siteTitle", { brand: BRAND.name }), template: `%s | ${BRAND.name}` },
    description: t("siteDescription", { clinics: clinicList(await getClinics(), locale, "and") }),
    applicationName: BRAND.name,
    openGraph: { type: "website", siteName: BRAND.name, locale: OG_LOCALE[locale] },
  };
}

export const rootViewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1516" },
  ],
};

/**
 * hreflang alternates for a page that exists in every language: each version names all of
 * them and English as x-default, with absolute URLs. Nothing for English-only pages.
 */
export function languageAlternates(path: string): Record<string, string> | undefined {
  return hasTranslation(path) ? languageAlternatesFor(siteBase(), path) : undefined;
}

/** The same, against a given origin (the sitemap knows the one it was asked on). */
export function languageAlternatesFor(site: string, path: string): Record<string, string> {
  const entries = LOCALES.map((l) => [HREFLANG[l], `${site}${localizedHref(l, path)}`]);
  return { ...Object.fromEntries(entries), "x-default": `${site}${path}` };
}

/**
 * A page's canonical URL, absolute when the public origin is known. Next resolves a relative
 * canonical against the root layout's metadataBase on prerendered pages only; on pages
 * rendered per request (shop, product, brand) it stayed relative, which crawlers and
 * Lighthouse's canonical audit reject. Without an origin it stays root-relative (see siteBase).
 */
export function canonicalUrl(path: string): string {
  return `${siteBase()}${path}`;
}

/**
 * Title, description, canonical URL and Open Graph for a page, in one place. An `absolute`
 * title already names the business (the home page's) and gets no " | Brightview Eye Care".
 */
export function pageMetadata({
  title,
  description,
  path,
  absolute = false,
  locale = "en",
}: {
  title: string;
  description: string;
  /** The English path; a translated page's own address is derived from it. */
  path: string;
  absolute?: boolean;
  locale?: Locale;
}): Metadata {
  const own = localizedHref(locale, path);
  const languages = languageAlternates(path);
  return {
    title: absolute ? { absolute: title } : title,
    description,
    alternates: { canonical: canonicalUrl(own), ...(languages ? { languages } : {}) },
    openGraph: {
      title: absolute ? title : `${title} | ${BRAND.name}`,
      description,
      url: own,
      siteName: BRAND.name,
      locale: OG_LOCALE[locale],
      ...(languages ? { alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALE[l]) } : {}),
      type: "website",
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((it, i) => ({ "@type": "ListItem", position: i + 1, name: it.name, item: `${siteUrl}${it.path}` })),
  };
}
