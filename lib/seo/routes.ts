import { POSTS } from "@/content/blog";
import { CLINIC_LIST } from "@/content/clinics";
import { COLLECTIONS } from "@/content/eyewear";
import { SERVICES } from "@/content/services";

/** Every public page of both specs that does not come from the database. */
export function staticRoutes(): string[] {
  return [
    "/",
    "/brampton/about",
    "/brampton/services",
    ...SERVICES.map((s) => `/brampton/${s.slug}`),
    "/brampton/eyewear",
    ...COLLECTIONS.flatMap((c) => [`/brampton/eyewear/${c.slug}`, `/brampton/shop/${c.slug}`]),
    "/brampton/insurance",
    "/brampton/contact",
    "/brampton/book-exam",
    "/brampton/locations",
    ...CLINIC_LIST.map((c) => `/brampton/locations/${c.slug}`),
    "/brampton/blog",
    ...POSTS.map((p) => `/brampton/blog/${p.slug}`),
    "/brampton/shop",
    "/brampton/offers",
    "/brampton/order-contacts",
  ];
}
