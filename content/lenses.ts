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
  readingPower: "Choose a reading power from +0.75 to +3.50.",
  materialPower: "Your prescription is too strong for this material: choose a thinner one.",
  materialKids: "Children's frames get impact-resistant lenses, so 1.50 is not offered.",
  coatingPolarized: "Polarized sunglasses are tinted already, so light-responsive lenses are not offered.",
} as const;
export type PrescriptionMessage = keyof typeof PRESCRIPTION_MESSAGES;

/** Words the lens section, the cart, the e-mails and the clinic's order page use. */
export const LENS_COPY = {
  lensesLegend: "Lenses",
  prescriptionLegend: "Prescription",
  materialLegend: "Lens material",
  coatingsLegend: "Coatings",
  readingPower: "Reading power",
  included: "Included with every pair",
  eyes: { right: "Right eye (OD)", left: "Left eye (OS)" },
  columns: { sph: "SPH", cyl: "CYL", axis: "Axis", add: "ADD" },
  pd: "PD (mm)",
  pdRight: "Right PD",
  pdLeft: "Left PD",
  twoPd: "Two PD numbers",
  date: "Prescription date",
  measuredPdButton: (mm: number) => `Use the PD I measured (${mm} mm)`,
  measuredPdNote: "Measured by the try-on in this browser; an optician checks it at pickup.",
  /** How each source reads in a line's summary. */
  sourceSummary: {
    exam: "prescription from Brightview exam",
    entered: "prescription entered",
    upload: "prescription uploaded",
    later: "prescription to follow",
  },
  exam: {
    clinic: "Clinic",
    month: "Month of the exam",
    name: "Patient's full name",
    birthDate: "Patient's date of birth",
    note: "Our staff take the prescription from your file before your glasses are made.",
    signInToPrefill: "Sign in to fill in your name and date of birth from your account.",
    prefillFailed: "Could not load your details. Please type them in.",
  },
  upload: {
    label: "Photo or PDF of your prescription",
    hint: "JPEG, PNG, HEIC or PDF, up to 10 MB. Kept private: only our opticians see it.",
    uploading: "Uploading…",
    done: (name: string) => `Uploaded: ${name}`,
    replace: "Choose another file",
    failed: "The upload did not go through. Please try again.",
  },
  later:
    "Place your order now. We'll e-mail you how to send your prescription: reply to the e-mail with a photo, or bring it to either clinic.",
  staleLink: "Book an eye exam",
  howToRead: {
    title: "How to read your prescription",
    terms: [
      ["OD and OS", "OD is your right eye and OS your left (from the Latin oculus dexter and oculus sinister). Some prescriptions just say R and L."],
      ["SPH (sphere)", "How strong the lens is. A minus number corrects short sight (far things look blurry); a plus number corrects long sight. PL or plano means 0.00."],
      ["CYL (cylinder)", "Extra power for astigmatism, when the eye focuses more in one direction than another. Empty or 0.00 means none."],
      ["Axis", "Where the CYL points, a whole number from 1 to 180 degrees. It only goes with a CYL."],
      ["ADD", "The extra magnifying power for reading, added at the bottom of progressive lenses. Often written under ADD or NV (near vision)."],
      ["PD (pupillary distance)", "The distance between the centres of your pupils in millimetres, usually 54 to 74 for adults. Sometimes written as two numbers, one per eye."],
    ] as const,
    more: "More about lens types",
    limits: "We can make SPH from -20.00 to +12.00, CYL from -6.00 to +6.00 and ADD from +0.75 to +3.50, all in 0.25 steps, with an Axis from 1 to 180.",
  },
  priceFrame: "Frame",
  priceLenses: "Lenses",
  priceTotal: "Total for the pair",
  sourceRequired: "Choose how you will give us your prescription.",
  examClinicRequired: "Choose the clinic where you had your exam.",
  examMonthInvalid: "Choose the month and year of your Brightview exam (not in the future).",
  birthDateInvalid: "Enter the patient's date of birth.",
  examNameRequired: "Enter the patient's full name, as on the clinic's file.",
  coatingTwice: "Each coating can be chosen once.",
  uploadMissing: "Upload your prescription, or choose another way to give it.",
  fixFirst: "Check your lens choices: what is missing is marked below each field.",
  loading: "Loading lens options…",
  quantityOne: "Glasses with a prescription are made one pair at a time.",
  uploadGone: "Your prescription upload has expired. Please upload it again from the product page.",
  mail: {
    later: (orderNumber: string) =>
      `We still need the prescription for your glasses. Reply to this e-mail with a photo of it, or bring it to either clinic and mention order ${orderNumber}. We start on your lenses once an optician has checked it.`,
    exam: (clinic: string, month: string) =>
      `Our staff will take your prescription from your exam at ${clinic} (${month}) and an optician checks it before your lenses are made. Nothing more to do.`,
  },
} as const;

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
