/**
 * What the clinic's order pages say (the analytics Orders tab and one order opened from it,
 * issue 24). The prescription grid's own words (eyes, SPH/CYL/Axis/ADD, PD) come from
 * LENS_COPY in ./lens-copy, so the shop and the clinic name them the same way.
 */

/** The Orders tab's mark for an order whose prescription is missing or not yet checked. */
export const PRESCRIPTION_BADGES = {
  needed: "Prescription needed",
  "to-verify": "Prescription to verify",
} as const;
export type PrescriptionFlag = keyof typeof PRESCRIPTION_BADGES;

export const ORDER_ADMIN_COPY = {
  title: (orderNumber: string) => `Order ${orderNumber}`,
  openOrder: "Open",
  openOrderLabel: (orderNumber: string) => `Open order ${orderNumber}`,
  back: "Back to orders",
  loadFailed: "This order could not be loaded just now. Reload the page to try again.",
  summaryHeading: "Status and payment",
  placed: "Placed",
  status: "Status",
  payment: "Payment",
  method: "Method",
  customer: "Customer",
  name: "Name",
  email: "Email",
  phone: "Phone",
  actions: "Actions",
  linesHeading: "Lines",
  linesCaption: (orderNumber: string) => `Lines of order ${orderNumber}`,
  columns: { product: "Product", colour: "Colour", size: "Size", quantity: "Quantity", lineTotal: "Line total" },
  subtotal: "Subtotal",
  tax: "Tax",
  shipping: "Shipping",
  total: "Total",
  lensesHeading: "Lenses and prescriptions",
  lensHeading: (product: string) => `Lenses for ${product}`,
  noPrescription: "No prescription needed for these lenses.",
  gridCaption: (product: string) => `Prescription for ${product}`,
  eyeHeader: "Eye",
  empty: "none",
  pd: "PD",
  pdValue: (mm: number) => `${mm} mm`,
  upload: {
    link: "Open the uploaded prescription",
    newTab: "(opens in a new tab)",
    expires: "The link expires in 5 minutes: reload this page for a new one.",
    gone: "The uploaded file is no longer stored. Ask the customer to send it again.",
  },
  exam: (clinic: string, month: string, born: string) => `From the exam at ${clinic}, ${month}, born ${born}`,
  examPatient: "Patient's name",
  later: "Prescription needed: the customer will send it later",
  verify: "Prescription verified",
  verifying: "Saving...",
  verifiedToast: (product: string) => `Prescription for ${product} marked verified`,
  verifyFailed: "Failed to record the verification",
  verifiedBy: (who: string, when: string) => `Verified by ${who} on ${when}`,
  someAdmin: "an admin",
  confirmNote: "The order can be marked confirmed once each prescription is verified.",
} as const;

/** Refusals of the clinic's order actions (lib/analytics), shown in the toast. */
export const ORDER_ADMIN_ERRORS = {
  unknownLine: "Unknown order line",
  alreadyVerified: "This prescription was already verified",
  noPrescription: "These lenses need no prescription",
  cancelled: "This order is cancelled: there is nothing to verify",
  toVerifyFirst: (orderNumber: string) => `Order ${orderNumber} has a prescription to verify first`,
} as const;
