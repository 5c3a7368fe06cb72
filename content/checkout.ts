/**
 * What the checkout tells a shopper when an order line asks for a colour or size its frame does
 * not have (lib/orders/line-options.ts decides which). The product's name is quoted because
 * names such as "Ray-Ban RB5228 Rectangle Optics" read oddly run into the sentence.
 * `chosen` is left out when what the browser sent is not fit to show back (see lineOptionRefusal).
 */
export const ORDER_OPTION_COPY = {
  colour: (product: string, chosen: string | null) =>
    chosen === null
      ? `"${product}" is not available in the colour you chose. Please choose a colour from the product page.`
      : `"${product}" is not available in colour "${chosen}". Please choose a colour from the product page.`,
  noColour: (product: string) => `Please choose a colour for "${product}" on the product page.`,
  size: (product: string, chosen: string | null) =>
    chosen === null
      ? `"${product}" is not available in the size you chose. Please choose a size from the product page.`
      : `"${product}" is not available in size "${chosen}". Please choose a size from the product page.`,
} as const;
