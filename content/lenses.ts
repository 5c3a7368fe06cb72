/**
 * Lenses a frame can be ordered with (issue 24): what each choice is for, what it adds to the
 * frame's price, and the limits a prescription must keep. Written once: the product page, the
 * cart, the server's price check, the confirmation e-mail and the lens-types and coatings
 * pages all read this module. Prices are whole Canadian dollars.
 */

export const LENS_TYPES = {
  "frame-only": { name: "Frame only", description: "Non-prescription demo lenses, to fit the frame and try it on.", price: 0, prescription: false },
  "single-vision": { name: "Single vision", description: "One prescription: distance, reading or computer.", price: 0, prescription: true },
  progressive: { name: "Progressive", description: "Distance to reading in one lens; needs an ADD power.", price: 200, prescription: true },
  reading: { name: "Reading", description: "Readers: one plus power for both eyes, no prescription needed.", price: 0, prescription: false },
} as const;
export type LensType = keyof typeof LENS_TYPES;
export const LENS_TYPE_IDS = Object.keys(LENS_TYPES) as LensType[];

/** Readers' powers: +0.75 to +3.50 in 0.25 steps. */
export const READING_POWERS = Array.from({ length: 12 }, (_, i) => 0.75 + i * 0.25);

export const PRESCRIPTION_SOURCES = {
  exam: "Use my prescription from my Brightview exam",
  entered: "Enter it now",
  upload: "Upload a photo or PDF",
  later: "Send it later",
} as const;
export type PrescriptionSource = keyof typeof PRESCRIPTION_SOURCES;

/** Lens materials, thinnest last; `index` is the refractive index the name gives. */
export const LENS_MATERIALS = {
  "standard-150": { name: "Standard 1.50", index: 1.5, price: 0, description: "Clear, light plastic for mild prescriptions." },
  "polycarbonate-159": { name: "Polycarbonate 1.59", index: 1.59, price: 30, description: "Thinner and impact-resistant: our choice for children and sport." },
  "high-index-167": { name: "High-index 1.67", index: 1.67, price: 80, description: "Noticeably thinner and lighter for stronger prescriptions." },
  "ultra-thin-174": { name: "Ultra-thin 1.74", index: 1.74, price: 150, description: "The thinnest lens we make, for the strongest prescriptions." },
} as const;
export type LensMaterial = keyof typeof LENS_MATERIALS;
export const LENS_MATERIAL_IDS = Object.keys(LENS_MATERIALS) as LensMaterial[];

/** Coatings every pair has, and those a shopper adds. */
export const INCLUDED_COATINGS = ["Scratch-resistant", "UV protection"] as const;
export const LENS_COATINGS = {
  "anti-reflective": { name: "Anti-reflective", price: 40, description: "Fewer reflections on screens and at night; others see your eyes, not glare." },
  "blue-light": { name: "Blue-light filtering", price: 50, description: "Filters some of the blue light from screens, for long days at a computer." },
  // Polarized sunglasses are tinted already, so this one is not offered on them.
  "light-responsive": { name: "Light-responsive", price: 100, description: "Clear indoors, darkens outdoors in sunlight." },
} as const;
export type LensCoating = keyof typeof LENS_COATINGS;
export const LENS_COATING_IDS = Object.keys(LENS_COATINGS) as LensCoating[];

/** A prescription's limits, all in 0.25 steps except Axis (whole degrees) and PD (millimetres). */
export const PRESCRIPTION_LIMITS = {
  sph: { min: -20, max: 12 },
  cyl: { min: -6, max: 6 },
  add: { min: 0.75, max: 3.5 },
  axis: { min: 1, max: 180 },
  pd: { min: 50, max: 80 },
  pdPerEye: { min: 25, max: 40 },
  step: 0.25,
  /** Older than this many years: taken, with a suggestion to book an exam. */
  staleYears: 2,
} as const;

/** Strongest power (the larger of |SPH| and |SPH + CYL| over both eyes) above which a material no longer fits. */
export const MATERIAL_POWER_RULES = [
  { above: 4, excludes: ["standard-150"] },
  { above: 6, excludes: ["standard-150", "polycarbonate-159"] },
  { above: 8, excludes: ["standard-150", "polycarbonate-159", "high-index-167"] },
] as const satisfies readonly { above: number; excludes: readonly LensMaterial[] }[];

/** What the product page says beside a field the rules refuse, each saying what to do. */
export const PRESCRIPTION_MESSAGES = {
  sphRange: "SPH must be between -20.00 and +12.00. Check the number on your prescription.",
  cylRange: "CYL must be between -6.00 and +6.00. Check the number on your prescription.",
  addRange: "ADD must be between +0.75 and +3.50. Check the number on your prescription.",
  step: "Use steps of 0.25 (for example -1.25 or +2.50), as written on your prescription.",
  sphRequired: "Enter the SPH for this eye (write 0.00 if your prescription says PL or plano).",
  axisRequired: "Enter the Axis (a whole number from 1 to 180): your prescription has a CYL for this eye.",
  axisRange: "Axis is a whole number from 1 to 180. Check the number on your prescription.",
  axisWithoutCyl: "Leave Axis empty when CYL is 0: an Axis only goes with a CYL.",
  addRequired: "Enter the ADD power: progressive lenses need it (it is on your prescription, often under ADD or NV).",
  pdRange: "PD must be between 50 and 80 mm. Measure again or use the PD from your prescription.",
  pdPerEyeRange: "Each PD must be between 25 and 40 mm. Measure again or use the PDs from your prescription.",
  pdRequired: "Enter your PD (pupillary distance) in mm, or two PD numbers.",
  dateRequired: "Enter the date on your prescription.",
  dateFuture: "The prescription date cannot be in the future. Check the date on your prescription.",
  dateStale: "This prescription is more than 2 years old. We can still make your glasses, but an eye exam is a good idea.",
  prescribedByRequired: "Enter the name of the optometrist or physician who wrote the prescription.",
  prescribedByUnusual: "Please remove unusual characters from Prescribed by",
  patientNameRequired: "Enter the name of the person who will wear the glasses, as on the prescription.",
  patientNameUnusual: "Please remove unusual characters from Patient's name",
  nameTooLong: "Use at most 120 characters.",
  readingPower: "Choose a reading power from +0.75 to +3.50.",
  materialPower: "Your prescription is too strong for this material: choose a thinner one.",
  materialKids: "Children's frames get impact-resistant lenses, so 1.50 is not offered.",
  coatingPolarized: "Polarized sunglasses are tinted already, so light-responsive lenses are not offered.",
} as const;
export type PrescriptionMessage = keyof typeof PRESCRIPTION_MESSAGES;

/** How each prescription source reads in a line's summary ("… · prescription entered"). */
export const PRESCRIPTION_SOURCE_SUMMARY = {
  exam: "prescription from Brightview exam",
  entered: "prescription entered",
  upload: "prescription uploaded",
  later: "prescription to follow",
} as const satisfies Record<PrescriptionSource, string>;
