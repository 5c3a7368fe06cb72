import { POSTS } from "@/content/blog";

import { COLLECTIONS } from "@/content/eyewear";
import { SERVICES } from "@/content/services";

/** Every public page of both specs that does not come from the database (clinics, brands and products do). */
export function staticRoutes(): string[] {
  return [
    "/",
    "/brampton/about",
    "/brampton/services",
    ...SERVICES.map((s) => `/brampton/${s.slug}`),
    "/brampton/eyewear",
    ...COLLECTIONS.flatMap((c) => [`/brampton/eyewear/${c.slug}`, `/brampton/shop/${c.slug}`]),
    "/brampton/insurance",
    "/brampton/privacy/health-information",
    "/brampton/contact",
    "/brampton/book-exam",
    "/brampton/locations",
    "/brampton/blog",
    ...POSTS.map((p) => `/brampton/blog/${p.slug}`),
    "/brampton/shop",
    "/brampton/offers",
    "/brampton/order-contacts",
  ];
}
