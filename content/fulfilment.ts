/**
 * Delivery or pickup at a clinic (issue 45): the checkout's choice, and how an order names it on
 * its page, its e-mails and its receipts.
 */
export const FULFILMENT_COPY = {
  legend: "How would you like to get your order?",
  delivery: "Delivery",
  // Not the word "address": the shipping fields below are found by their labels ("Address").
  deliveryHint: "Free shipping anywhere in Canada.",
  pickup: "Pick up at a clinic",
  pickupHint: "Prescription glasses are fitted when you collect them.",
  clinicLegend: "Clinic",
  usualClinic: "Your clinic",
  chooseClinic: "Choose the clinic where you will pick up your order",
  /** The order's page and e-mails. */
  pickupAt: (clinic: string) => `Pick up at ${clinic}`,
  deliverTo: "Deliver to",
  /** The confirmation e-mail, for a pickup: what happens next. */
  pickupNext: (clinic: string) =>
    `Your card has not been charged online. Our team will call you to take payment, and again when your order is ready to be fitted and collected at ${clinic}.`,
} as const;

export const FULFILMENTS = ["delivery", "pickup"] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
