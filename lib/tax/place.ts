/**
 * Where a sale is taxed (issue 45): goods delivered in Canada are supplied in the province they
 * are delivered to, goods picked up at a clinic in the clinic's province (Excise Tax Act, Schedule
 * IX, Part II). The HST provinces charge their HST rate, the others GST. Rates are rows of
 * public.tax_rates with the day each took effect; this module only picks among them, so the cart
 * (in the browser) and the order (on the server) pick the same way.
 */

export type TaxKind = "HST" | "GST";
/** One row of public.tax_rates. */
export type TaxRateRow = { province: string; kind: TaxKind; rate: number; effectiveFrom: string };
/** The rate a sale is charged at its place of supply. */
export type TaxPlace = { province: string; kind: TaxKind; rate: number };

/** The rate in force in `province` on `day` (YYYY-MM-DD): the latest row that took effect by then. */
export function placeOfSupply(rates: readonly TaxRateRow[], province: string, day: string): TaxPlace | null {
  let best: TaxRateRow | null = null;
  for (const r of rates) {
    if (r.province !== province || r.effectiveFrom > day) continue;
    if (!best || r.effectiveFrom > best.effectiveFrom) best = r;
  }
  return best ? { province: best.province, kind: best.kind, rate: Number(best.rate) } : null;
}

/** 0.13 → "13", 0.05 → "5", 0.145 → "14.5". */
export const percent = (rate: number) => String(Math.round(rate * 1000) / 10);
