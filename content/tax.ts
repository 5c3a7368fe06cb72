// How tax reads wherever an order's money is shown: the cart, the checkout, the e-mails, the
// account's and the clinic's order pages and the Orders export. Kept tiny: the cart store loads it.

/**
 * Each line is taxed where it is supplied (HST in Ontario and the Atlantic provinces, GST
 * elsewhere). Eyeglasses and contact lenses made to a prescription for the person named in it
 * are zero-rated (Excise Tax Act, Schedule VI, Part II, s. 9); lenses that correct nothing (plano)
 * are not. The sources are in docs/receipts.md.
 */
export const TAX_LABELS = {
  /** "HST 13%", "GST 5%". */
  charged: (kind: string, percent: string) => `${kind} ${percent}%`,
  /** "HST 0% (prescription eyewear)". */
  zeroRated: (kind: string) => `${kind} 0% (prescription eyewear)`,
  /** A pair whose prescription corrects nothing. */
  plano: (kind: string, percent: string) => `${kind} ${percent}% (plano lenses: no correction)`,
  /** The cart, before a delivery address or a clinic is known. */
  pending: "Tax is worked out at checkout from the delivery address",
  /** The total row while tax is not known yet. */
  totalBeforeTax: "Total before tax",
  /** The Orders export's columns. */
  placeOfSupply: "Place of supply",
  taxableSubtotal: "Taxable subtotal",
  tax: "Tax",
  zeroRatedSubtotal: "Zero-rated subtotal (prescription eyewear)",
} as const;

/** Under each rate's label: what it is charged on. */
export const taxBase = (amount: string) => `on ${amount}`;
