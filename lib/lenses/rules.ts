import {
  LENS_COATINGS,
  LENS_MATERIALS,
  LENS_MATERIAL_IDS,
  LENS_TYPES,
  MATERIAL_POWER_RULES,
  PRESCRIPTION_LIMITS as L,
  type LensCoating,
  type LensMaterial,
  type LensType,
} from "@/content/lenses";

/** One eye of an entered prescription; CYL 0 means none, and then Axis is absent. */
export type EyeRx = { sph: number; cyl: number; axis?: number; add?: number };

/** The strongest power of a prescription: the larger of |SPH| and |SPH + CYL| over both eyes. */
export function strongestPower(eyes: readonly EyeRx[]): number {
  return Math.max(0, ...eyes.map((e) => Math.max(Math.abs(e.sph), Math.abs(e.sph + e.cyl))));
}

export type MaterialOption = { id: LensMaterial; allowed: boolean; reason?: "power" | "kids" };

/**
 * Which materials fit, each with why not when it does not: a strong prescription needs a
 * higher index (thinner, lighter lens), and children's frames never get 1.50 (impact safety).
 */
export function materialOptions(power: number, opts: { kids: boolean }): MaterialOption[] {
  const excluded = new Set<LensMaterial>(MATERIAL_POWER_RULES.filter((r) => power > r.above).flatMap((r) => r.excludes));
  return LENS_MATERIAL_IDS.map((id) => {
    if (opts.kids && id === "standard-150") return { id, allowed: false, reason: "kids" };
    if (excluded.has(id)) return { id, allowed: false, reason: "power" };
    return { id, allowed: true };
  });
}

/** The cheapest material still allowed (the page chooses it for the shopper). */
export function cheapestMaterial(options: readonly MaterialOption[]): LensMaterial {
  return options.filter((o) => o.allowed).sort((a, b) => LENS_MATERIALS[a.id].price - LENS_MATERIALS[b.id].price)[0].id;
}

/** Whether a coating can go on this frame: light-responsive lenses are not made for polarized sunglasses. */
export function coatingAllowed(coating: LensCoating, frame: { polarized: boolean }): boolean {
  return !(coating === "light-responsive" && frame.polarized);
}

/** What the lenses add to the frame's price, in dollars: type, material and added coatings. */
export function lensPrice(choice: { type: LensType; material?: LensMaterial; coatings?: readonly LensCoating[] }): number {
  if (choice.type === "frame-only") return 0;
  const material = choice.material ? LENS_MATERIALS[choice.material].price : 0;
  const coatings = (choice.coatings ?? []).reduce((sum, c) => sum + LENS_COATINGS[c].price, 0);
  return LENS_TYPES[choice.type].price + material + coatings;
}

/** Whether `value` is a whole number of 0.25 steps (floating point safe). */
export function onQuarterStep(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 4 - Math.round(value * 4)) < 1e-9;
}

export const inRange = (v: number, r: { min: number; max: number }) => Number.isFinite(v) && v >= r.min && v <= r.max;
export { L as PRESCRIPTION_LIMITS };
