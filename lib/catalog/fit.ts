/**
 * Frame fit: the numbers printed inside a temple arm (lens width, bridge width, temple length,
 * in mm), the frame's total width, its size word, and "match my current glasses". Pure, so the
 * same rules serve the product page, the listing's SQL (lib/catalog/query.ts) and the tests.
 */

/** The three numbers of a frame (products table; null when the admin has not entered them). */
export type Measured = { lens_width: number | null; bridge_width: number | null; temple_length: number | null };

/** The three numbers of a shopper's own glasses, all known. */
export type FitNumbers = { lens: number; bridge: number; temple: number };

/**
 * What a frame may measure: the products table's checks (and the admin form's), so a shopper's
 * numbers outside them could never match anything.
 */
export const MEASUREMENT_LIMITS = {
  lens: { min: 30, max: 80 },
  bridge: { min: 10, max: 30 },
  temple: { min: 100, max: 160 },
} as const;

/**
 * The two end pieces together (the parts of the front outside the lenses, where the hinges sit).
 * Each is 5–8 mm on most acetate and metal frames; 6 mm is the usual figure, so 2 × 6 mm.
 * The generated column products.frame_width uses the same number (migration 20261125000100).
 */
export const END_PIECES_MM = 2 * 6;

/**
 * Size words by total frame width. Adult faces measure about 130–140 mm across the temples,
 * and optical retailers size frames on the same scale: under 130 mm suits narrow faces and
 * most teenagers (children's frames are all narrow), over 140 mm suits broad faces.
 */
export const NARROW_BELOW_MM = 130;
export const WIDE_ABOVE_MM = 140;

export const FRAME_SIZES = ["narrow", "medium", "wide"] as const;
export type FrameSize = (typeof FRAME_SIZES)[number];
export const FRAME_SIZE_LABELS: Record<FrameSize, string> = { narrow: "Narrow", medium: "Medium", wide: "Wide" };
/** Each size word's total widths, in words. */
export const FRAME_SIZE_RANGES: Record<FrameSize, string> = {
  narrow: `under ${NARROW_BELOW_MM} mm`,
  medium: `${NARROW_BELOW_MM}–${WIDE_ABOVE_MM} mm`,
  wide: `over ${WIDE_ABOVE_MM} mm`,
};

/**
 * "Match my current glasses": a frame fits when each number is within these of the shopper's.
 * A lens 2 mm either way and a temple 5 mm either way are what opticians accept as the same
 * size (temples are adjusted at fitting); the bridge sits on the nose, so only 1 mm.
 */
export const FIT_TOLERANCE_MM: FitNumbers = { lens: 2, bridge: 1, temple: 5 };

/**
 * Each millimetre off counts as a share of its tolerance (1 mm of bridge weighs as much as
 * 2 mm of lens or 5 mm of temple). Scaled by 10, the lowest common multiple of the
 * tolerances, so distances are whole numbers and ties are exact in SQL and here alike.
 */
const DISTANCE_SCALE = 10;
export const FIT_WEIGHTS: FitNumbers = {
  lens: DISTANCE_SCALE / FIT_TOLERANCE_MM.lens,
  bridge: DISTANCE_SCALE / FIT_TOLERANCE_MM.bridge,
  temple: DISTANCE_SCALE / FIT_TOLERANCE_MM.temple,
};

/** Lens × 2 + bridge + end pieces, in mm; null unless lens and bridge are known. */
export function frameWidth(p: Pick<Measured, "lens_width" | "bridge_width">): number | null {
  if (p.lens_width === null || p.bridge_width === null) return null;
  return p.lens_width * 2 + p.bridge_width + END_PIECES_MM;
}

/** What a frame without measurements is taken to be: the spec's default size 57, with an 18 mm bridge. */
export const DEFAULT_MEASUREMENTS = { lens_width: 57, bridge_width: 18 } as const;

/** The frame's width for drawing it (the try-on): each unknown number taken from the default size. */
export function frameWidthOrDefault(p: Pick<Measured, "lens_width" | "bridge_width">): number {
  return frameWidth({ lens_width: p.lens_width ?? DEFAULT_MEASUREMENTS.lens_width, bridge_width: p.bridge_width ?? DEFAULT_MEASUREMENTS.bridge_width })!;
}

export function frameSizeFor(width: number): FrameSize {
  if (width < NARROW_BELOW_MM) return "narrow";
  if (width > WIDE_ABOVE_MM) return "wide";
  return "medium";
}

/** The frame's size word, or null when its width is not known. */
export function frameSizeOf(p: Pick<Measured, "lens_width" | "bridge_width">): FrameSize | null {
  const width = frameWidth(p);
  return width === null ? null : frameSizeFor(width);
}

export const hasMeasurements = (p: Measured) => p.lens_width !== null || p.bridge_width !== null || p.temple_length !== null;

/** The numbers as opticians print them inside a temple arm, "52-18-140"; null unless all three are known. */
export function templePrint(p: Measured): string | null {
  if (p.lens_width === null || p.bridge_width === null || p.temple_length === null) return null;
  return `${p.lens_width}-${p.bridge_width}-${p.temple_length}`;
}

export const fitToParam = (f: FitNumbers) => `${f.lens}-${f.bridge}-${f.temple}`;

function numbersOf(p: Measured): FitNumbers | null {
  if (p.lens_width === null || p.bridge_width === null || p.temple_length === null) return null;
  return { lens: p.lens_width, bridge: p.bridge_width, temple: p.temple_length };
}

/** Whether a frame is within every tolerance of the shopper's numbers (bounds included). */
export function fitsWithin(p: Measured, wanted: FitNumbers): boolean {
  const n = numbersOf(p);
  if (!n) return false;
  return (["lens", "bridge", "temple"] as const).every((k) => Math.abs(n[k] - wanted[k]) <= FIT_TOLERANCE_MM[k]);
}

/** How far a frame is from the shopper's numbers: 0 is the same size; 30 is every tolerance used up. */
export function fitDistance(p: Measured, wanted: FitNumbers): number | null {
  const n = numbersOf(p);
  if (!n) return null;
  return (["lens", "bridge", "temple"] as const).reduce((sum, k) => sum + FIT_WEIGHTS[k] * Math.abs(n[k] - wanted[k]), 0);
}

type Matchable = Measured & { id: string; created_at: string | Date };

/**
 * The frames that fit, closest first; equally close ones newest first, then by id (descending,
 * as the listing's own "newest" order breaks ties), so the order never depends on the input's.
 * Frames lacking any of the three numbers never match. lib/catalog/query.ts does the same in SQL.
 */
export function matchFrames<T extends Matchable>(products: readonly T[], wanted: FitNumbers): T[] {
  const time = (v: string | Date) => new Date(v).getTime();
  return products
    .filter((p) => fitsWithin(p, wanted))
    .map((p) => ({ p, d: fitDistance(p, wanted)! }))
    .sort((a, b) => a.d - b.d || time(b.p.created_at) - time(a.p.created_at) || (a.p.id < b.p.id ? 1 : a.p.id > b.p.id ? -1 : 0))
    .map(({ p }) => p);
}
