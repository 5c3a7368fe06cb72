import { LENS_COATINGS, LENS_MATERIALS, LENS_TYPES, PRESCRIPTION_SOURCE_SUMMARY } from "@/content/lenses";
import type { LensChoice } from "./key";

// What the cart, the checkout, the e-mails and the Orders CSV say about a line's lenses: names
// only, so the cart pages do not carry the rules or the lens section's words.

/** "+1.50": a power as prescriptions write it. */
export const signedPower = (v: number) => `${v > 0 ? "+" : v < 0 ? "-" : ""}${Math.abs(v).toFixed(2)}`;

/**
 * The one-line summary under a cart line, in the e-mail and in the Orders CSV:
 * "Progressive · High-index 1.67 · Anti-reflective · prescription entered", "Reading +1.50".
 * It never holds the prescription's numbers.
 */
export function lensSummary(lens: LensChoice | undefined): string {
  if (!lens) return LENS_TYPES["frame-only"].name;
  const coatings = lens.coatings.map((c) => LENS_COATINGS[c].name);
  if (lens.type === "reading") {
    // Readers read as their power; the material is named only when it is not the standard one.
    const material = lens.material === "standard-150" ? [] : [LENS_MATERIALS[lens.material].name];
    return [`${LENS_TYPES.reading.name} ${signedPower(lens.readingPower)}`, ...material, ...coatings].join(" · ");
  }
  return [LENS_TYPES[lens.type].name, LENS_MATERIALS[lens.material].name, ...coatings, PRESCRIPTION_SOURCE_SUMMARY[lens.prescription.source]].join(" · ");
}

const examMonth = new Intl.DateTimeFormat("en-CA", { month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-03" → "March 2026", as the e-mail and the clinic's order page name an exam's month. */
export const examMonthWords = (ym: string) => (/^\d{4}-\d{2}$/.test(ym) ? examMonth.format(new Date(`${ym}-15T12:00:00Z`)) : ym);
