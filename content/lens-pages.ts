import {
  INCLUDED_COATINGS,
  LENS_COATINGS,
  LENS_COATING_IDS,
  LENS_MATERIALS,
  LENS_MATERIAL_IDS,
  LENS_TYPES,
  type LensMaterial,
  MATERIAL_POWER_RULES,
} from "./lenses";

/** The strongest power a material is made for, from MATERIAL_POWER_RULES; null when it has no limit. */
export function materialLimit(id: LensMaterial): number | null {
  const rule = MATERIAL_POWER_RULES.find((r) => (r.excludes as readonly LensMaterial[]).includes(id));
  return rule ? rule.above : null;
}

const dollars = (n: number) => `+$${n}`;

/**
 * What the lens-types and coatings pages say about the shop's lenses: the same names, prices
 * and limits the product page uses, read from the tables above (a "list" block of the page).
 */
export const SHOP_LENS_LISTS = {
  lensTypes: {
    kind: "list" as const,
    title: "Lenses in our online shop",
    lead: "Choose them under any frame in the shop: what the lenses add is shown beside the frame's price.",
    items: [
      ...(["single-vision", "progressive", "reading"] as const).map((id) => ({
        title: `${LENS_TYPES[id].name} (${dollars(LENS_TYPES[id].price)})`,
        text: LENS_TYPES[id].description,
      })),
      ...LENS_MATERIAL_IDS.map((id) => {
        const limit = materialLimit(id);
        return {
          title: `${LENS_MATERIALS[id].name} (${dollars(LENS_MATERIALS[id].price)})`,
          text: `${LENS_MATERIALS[id].description} ${limit === null ? "Made for any power we fit." : `Made for powers up to ${limit.toFixed(2)}.`}${id === "standard-150" ? " Not used in children's frames (impact safety)." : ""}`,
        };
      }),
    ],
  },
  coatings: {
    kind: "list" as const,
    title: "Coatings in our online shop",
    lead: `${INCLUDED_COATINGS.join(" and ")} come with every pair of lenses. These you add under any frame in the shop:`,
    items: LENS_COATING_IDS.map((id) => ({
      title: `${LENS_COATINGS[id].name} (${dollars(LENS_COATINGS[id].price)})`,
      text: `${LENS_COATINGS[id].description}${id === "light-responsive" ? " Not offered on polarized sunglasses, which are tinted already." : ""}`,
    })),
  },
};
