import type { MetadataRoute } from "next";
import { listActiveProductIds, listBrands } from "@/lib/catalog/data";
import { headers } from "next/headers";
import { getDb } from "@/lib/db";
import { anon } from "@/lib/db/types";
import { loadClinics } from "@/lib/clinics/load";
import { LOCALES } from "@/content/i18n/locales";
import { hasTranslation, localizedHref } from "@/lib/i18n/paths";
import { languageAlternatesFor } from "@/lib/seo/metadata";
import { staticRoutes } from "@/lib/seo/routes";
import { publicSiteUrl, requestOrigin } from "@/lib/seo/site-url";

// Rendered on request and cached for an hour, so `next build` never opens the database.
export const dynamic = "force-dynamic";
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Without a configured origin, the one this request reached; a Host that is not one gets an empty list.
  const site = publicSiteUrl() ?? requestOrigin(await headers());
  if (!site) return [];
  const entries = (path: string): MetadataRoute.Sitemap => {
    if (!hasTranslation(path)) return [{ url: `${site}${path}` }];
    // A page in every language: each version listed, each naming all of them (hreflang).
    const languages = languageAlternatesFor(site, path);
    return LOCALES.map((l) => ({ url: `${site}${localizedHref(l, path)}`, alternates: { languages } }));
  };
  const pages: MetadataRoute.Sitemap = staticRoutes().flatMap(entries);
  try {
    const db = await getDb();
    const [products, brands, clinics] = await Promise.all([listActiveProductIds(db), listBrands(db), db.run(anon, (tx) => loadClinics(tx))]);
    pages.push(...clinics.flatMap((c) => entries(`/brampton/locations/${c.slug}`)));
    pages.push(...brands.map((b) => ({ url: `${site}/brampton/brands/${b.slug}` })));
    pages.push(...products.map((p) => ({ url: `${site}/brampton/shop/product/${p.id}`, lastModified: p.updated_at })));
  } catch (err) {
    // The database is unavailable: still list every content page.
    console.error("sitemap: database unavailable", (err as Error).message);
  }
  return pages;
}
