// How tax reads wherever an order's money is shown: the cart, the checkout, the e-mails, the
// account's and the clinic's order pages and the Orders export. Kept tiny: the cart store loads it.

/**
 * Eyeglasses and contact lenses made to a prescription for the person named in it are
 * zero-rated (Excise Tax Act, Schedule VI, Part II, s. 9); everything else carries Ontario's HST.
 */
export const TAX_LABELS = {
  standard: "HST 13%",
  zeroRated: "HST 0% (prescription eyewear)",
} as const;

/** Under each rate's label: what it is charged on. */
export const taxBase = (amount: string) => `on ${amount}`;
