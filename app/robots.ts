import type { MetadataRoute } from "next";
import { config } from "@/lib/config";

export default function robots(): MetadataRoute.Robots {
  const site = config().SITE_URL;
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/brampton/shop/q/", "/brampton/brands/*/q/", "/brampton/admin", "/brampton/analytics", "/brampton/account", "/brampton/auth", "/brampton/cart", "/brampton/checkout", "/api/"],
    },
    sitemap: `${site}/sitemap.xml`,
  };
}
