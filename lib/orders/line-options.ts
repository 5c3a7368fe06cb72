import { ORDER_OPTION_COPY } from "@/content/checkout";
import { sizeOf, type ProductColor } from "@/lib/catalog/types";
import { hasUnusualCharacters } from "@/lib/validations/text";

/**
 * What the product page puts in the cart as the colour of a frame that has no colours
 * (components/product/purchase-panel.tsx); such a frame accepts it or an empty colour.
 */
export const NO_COLOUR = "Default";

/** The product as the order reads it, inside its transaction. */
export type OptionProduct = { name: string; colors: unknown; lens_width: number | null };

/** The line's colour and size as the product has them, or the shopper's message. */
export type LineOptions = { ok: true; colour: ProductColor | null; size: string } | { ok: false; error: string };

/**
 * Equal after trimming and Unicode NFC. Letter case counts: the cart copies the name exactly
 * as the product page shows it, so "black" for "Black" was not sent by our page.
 */
const same = (a: string, b: string) => a.trim().normalize("NFC") === b.trim().normalize("NFC");

// What the text rule refuses is never echoed back to the shopper, where it could make the
// message display as something else.
const showable = (s: string): string | null => (s.length > 0 && s.length <= 40 && !hasUnusualCharacters(s) ? s : null);

/** The stored colours, ignoring any malformed entry (the column is free-form jsonb). */
function productColours(colors: unknown): ProductColor[] {
  if (!Array.isArray(colors)) return [];
  return colors.filter((c): c is ProductColor => typeof c?.name === "string" && typeof c?.value === "string");
}

/**
 * Checks an order line's colour and size against its product: the colour must be one of the
 * product's colours by name (a product with none takes "" or NO_COLOUR), the size the one size
 * the product page offers (sizeOf). What is stored comes from the product, never the browser.
 */
export function resolveLineOptions(product: OptionProduct, color: string, size: string): LineOptions {
  const colours = productColours(product.colors);
  const chosen = color.trim();
  let colour: ProductColor | null = null;
  if (colours.length === 0) {
    if (chosen !== "" && chosen !== NO_COLOUR) return { ok: false, error: ORDER_OPTION_COPY.colour(product.name, showable(chosen)) };
  } else {
    if (chosen === "") return { ok: false, error: ORDER_OPTION_COPY.noColour(product.name) };
    colour = colours.find((c) => same(c.name, chosen)) ?? null;
    if (!colour) return { ok: false, error: ORDER_OPTION_COPY.colour(product.name, showable(chosen)) };
  }
  const offered = sizeOf(product);
  if (!same(offered, size)) return { ok: false, error: ORDER_OPTION_COPY.size(product.name, showable(size.trim())) };
  return { ok: true, colour, size: offered };
}
