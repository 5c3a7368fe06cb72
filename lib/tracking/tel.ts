/**
 * tel:+19055550142 → +19055550142. Kept apart from the zod schema in ./schema: the call
 * tracker runs on every page, and importing the schema would ship zod to all of them.
 */
export function numberFromTelHref(href: string): string {
  return decodeURIComponent(href.replace(/^tel:/i, "")).trim();
}
