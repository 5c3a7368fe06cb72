import { LENS_COPY } from "@/content/lens-copy";
import { LENS_TYPES, LENS_TYPE_IDS, type LensType } from "@/content/lenses";

/**
 * What the product page's always-loaded part of the lens section shows: the four lens types and
 * a few words. The server component hands these over as props, so the page's first JavaScript
 * carries neither the lens catalogue nor its words; the rest loads when a lens type is chosen.
 */
export type LensPanel = {
  types: { id: LensType; name: string; description: string; price: number }[];
  words: Pick<typeof LENS_COPY, "lensesLegend" | "loading" | "fixFirst" | "quantityOne" | "priceFrame" | "priceLenses" | "priceTotal">;
};

export function lensPanel(): LensPanel {
  const { lensesLegend, loading, fixFirst, quantityOne, priceFrame, priceLenses, priceTotal } = LENS_COPY;
  return {
    types: LENS_TYPE_IDS.map((id) => ({ id, name: LENS_TYPES[id].name, description: LENS_TYPES[id].description, price: LENS_TYPES[id].price })),
    words: { lensesLegend, loading, fixFirst, quantityOne, priceFrame, priceLenses, priceTotal },
  };
}
