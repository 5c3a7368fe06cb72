/**
 * The spec's pages link to unprefixed paths (/cart, /services/eye-exams-brampton, /blog/…).
 * They all live under /brampton; this maps each old form to its real page.
 */

const PREFIX = "/brampton";

/** Landing pages that exist at /brampton/<slug>. */
export const LANDING_PAGES = [
  "comprehensive-eye-exam",
  "contact-lens-fitting",
  "dry-eye-treatment",
  "kids-eye-care",
  "senior-eye-care",
  "lasik-consultation",
  "myopia-control",
  "frame-types",
  "lens-types",
  "coatings",
  "specialty-lenses",
] as const;

/** Legacy /services/<x> URLs (services page cards, blog bodies) and their landing page. */
const SERVICE_ALIASES: Record<string, string> = {
  "eye-exams-brampton": "comprehensive-eye-exam",
  "eye-exams": "comprehensive-eye-exam",
  "contact-lenses-brampton": "contact-lens-fitting",
  "contact-lenses": "contact-lens-fitting",
  "dry-eye-treatment-brampton": "dry-eye-treatment",
  "lasik-consultation-brampton": "lasik-consultation",
  lasik: "lasik-consultation",
  "kids-eye-care-brampton": "kids-eye-care",
  "myopia-control-brampton": "myopia-control",
  "senior-eye-care-brampton": "senior-eye-care",
};

const SIMPLE = new Set([
  "cart",
  "checkout",
  "shop",
  "about",
  "services",
  "eyewear",
  "insurance",
  "locations",
  "book-exam",
  "contact",
  "blog",
  "offers",
  "order-contacts",
  "order-success",
  "auth",
  "admin",
  "analytics",
]);

/** The /brampton path for a legacy path, or null when the path is not a legacy form. */
export function legacyRedirect(pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, "") || "/";
  if (clean === "/dashboard" || clean === `${PREFIX}/dashboard`) return `${PREFIX}/account`;
  if (clean.startsWith(`${PREFIX}/`) || clean === PREFIX) return null;

  const [first, ...rest] = clean.slice(1).split("/");
  if (!first) return null;

  if (first === "services" && rest.length > 0) {
    const slug = rest.join("/");
    const target = SERVICE_ALIASES[slug] ?? ((LANDING_PAGES as readonly string[]).includes(slug) ? slug : null);
    return target ? `${PREFIX}/${target}` : `${PREFIX}/services`;
  }
  // /product/{id} and /shop/product/{id}: one canonical product URL.
  if (first === "product" && rest.length === 1) return `${PREFIX}/shop/product/${rest[0]}`;
  if (SIMPLE.has(first)) return `${PREFIX}/${[first, ...rest].join("/")}`;
  return null;
}
