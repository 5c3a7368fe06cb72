import type { MetadataRoute } from "next";
import { headers } from "next/headers";
import { publicSiteUrl, requestOrigin } from "@/lib/seo/site-url";

// Static when the public origin is configured; otherwise rendered per request and naming the host
// that was asked for (never a localhost that does not exist), or no sitemap line if it is not a host.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const site = publicSiteUrl() ?? requestOrigin(await headers());
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/brampton/shop/q/", "/brampton/brands/*/q/", "/brampton/admin", "/brampton/analytics", "/brampton/account", "/brampton/auth", "/brampton/cart", "/brampton/checkout", "/api/"],
    },
    ...(site ? { sitemap: `${site}/sitemap.xml` } : {}),
  };
}
