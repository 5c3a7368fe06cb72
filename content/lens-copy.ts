// The lens section's, the e-mails' and the clinic's words around the lens catalogue
// (content/lenses.ts), apart from it so the cart, which needs only names and prices, stays light.

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
