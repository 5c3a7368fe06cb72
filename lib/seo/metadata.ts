import type { Metadata } from "next";
import { BRAND } from "@/content/clinics";
import { siteBase } from "./site-url";

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
export function pageMetadata({ title, description, path, absolute = false }: { title: string; description: string; path: string; absolute?: boolean }): Metadata {
  return {
    title: absolute ? { absolute: title } : title,
    description,
    alternates: { canonical: canonicalUrl(path) },
    openGraph: { title: absolute ? title : `${title} | ${BRAND.name}`, description, url: path, siteName: BRAND.name, locale: "en_CA", type: "website" },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((it, i) => ({ "@type": "ListItem", position: i + 1, name: it.name, item: `${siteUrl}${it.path}` })),
  };
}
