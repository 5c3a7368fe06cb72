/**
 * Recording payments and refunds (issue 33): the order page's "Record payment", the day
 * sheet's "Mark seen", and the receipt e-mail. Staff pages are English only.
 */
export const PAYMENT_METHODS = {
  debit: "Debit",
  "credit-card": "Credit card",
  cash: "Cash",
  "e-transfer": "E-transfer",
  "insurer-direct": "Insurer direct",
  ohip: "Covered by OHIP",
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;
/** What a person can choose on "Record payment" (OHIP covers exams only). */
export const ORDER_PAYMENT_METHODS = ["debit", "credit-card", "cash", "e-transfer", "insurer-direct"] as const satisfies readonly PaymentMethod[];
/** What the day sheet's "Fee paid" takes. */
export const EXAM_PAYMENT_METHODS = ["debit", "credit-card", "cash", "e-transfer", "insurer-direct"] as const satisfies readonly PaymentMethod[];

/** The exam is exempt from HST (Excise Tax Act, Schedule V). */
export const EXAM_TAX_LABEL = "HST exempt (eye exam)";
export const SERVICE_LABELS = { dispensed: "Dispensed on", exam: "Date of exam" } as const;
export const PRACTITIONER_LABELS = { dispensed: "Dispensed by", exam: "Examined by" } as const;

export const PAYMENT_COPY = {
  recordPayment: "Record payment",
  recordRefund: "Record refund",
  amount: "Amount",
  method: "Method",
  date: "Date",
  dispensedBy: "Dispensed by",
  dispensedNobody: "Not dispensed yet",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  balanceDue: (amount: string) => `Balance ${amount}`,
  paymentsHeading: "Payments and receipts",
  noPayments: "No payment recorded yet.",
  receiptLink: (n: string) => `Receipt ${n}`,
  refundLink: (n: string) => `Refund note ${n}`,
  recorded: (n: string) => `Payment recorded: receipt ${n} issued`,
  refunded: (n: string) => `Refund recorded: refund note ${n} issued`,
  refundHint: "Issues a refund note naming the last receipt and the tax refunded.",
  refundLines: "Lines to refund",
  refundLinesHint: "Tick lines to refund each with its own tax, or give an amount; leave both empty to refund everything paid.",
  refundAmountHint: "Leave empty to refund the lines ticked, or everything paid.",
  refundLine: (name: string, amount: string) => `${name} (${amount} with tax)`,
  examRefundHint: "Refunds the fee paid for this visit and issues a refund note naming its receipt.",
  reopen: "Reopen order",
  reopenHint: "After a full refund no payment is recorded until the order is reopened.",
  reopenReason: "Reason",
  reopened: (order: string) => `Order ${order} reopened: payments can be recorded again`,
  markSeen: "Mark seen",
  feePaid: "Fee paid",
  coveredByOhip: "Covered by OHIP",
  seen: (n: string) => `Marked seen: ${n} issued`,
  seenLabel: "Seen",
  markDispensed: "Mark dispensed",
  dateDispensed: "Date dispensed",
  clinic: "Clinic",
  dispensed: (n: string) => `Marked dispensed: insurance receipt ${n} issued`,
  dispensedOn: (date: string, who: string) => `Dispensed on ${date} by ${who}`,
  insuranceReceiptLink: (n: string) => `Insurance receipt ${n}`,
} as const;

export const PAYMENT_ERRORS = {
  unknownOrder: "Order not found",
  unknownVisit: "Appointment not found",
  amount: "Enter an amount between $0.01 and $100,000.00",
  method: "Choose how it was paid",
  date: "Enter the date it was paid (not in the future)",
  dispensedBy: "Choose who dispensed the glasses",
  nothingOwed: (order: string) => `Order ${order} is already paid in full`,
  tooMuch: (balance: string) => `That is more than the balance of ${balance}`,
  cancelled: (order: string) => `Order ${order} is cancelled: record a refund instead`,
  nothingToRefund: (order: string) => `Nothing has been paid on order ${order}`,
  alreadySeen: "This visit is already marked seen",
  noShowVisit: "This visit is marked no-show: undo that first",
  cancelledVisit: "A cancelled visit cannot be marked seen",
  futureVisit: "A visit can be marked seen on or after its day",
  feeOrOhip: "Enter the fee paid, or choose Covered by OHIP",
  failed: "Failed to record the payment",
  /** Issue 45: "Mark dispensed". */
  verifyFirst: "Verify the prescription before dispensing",
  dispensedDate: "Enter the day the glasses were dispensed (not in the future)",
  dispenser: "Choose who dispensed the glasses: an optician or optometrist with a registration number",
  dispensedClinic: "Choose the clinic where the glasses were dispensed",
  alreadyDispensed: (order: string) => `Order ${order} is already dispensed`,
  cancelledDispense: (order: string) => `Order ${order} is cancelled`,
  refundBy: "Choose what to refund",
  chooseLines: "Tick the lines to refund",
  linesOrAmount: "Refund either the lines ticked or an amount, not both",
  unknownLine: "A line to refund is not on this order",
  lineRefunded: "A line ticked has already been refunded",
  refundTooMuch: (paid: string) => `That is more than the ${paid} paid`,
  refundedInFull: (order: string) => `Order ${order} was refunded in full: reopen it to record a payment`,
  notRefunded: (order: string) => `Order ${order} is not refunded in full: there is nothing to reopen`,
  reopenReason: "Say why the order is reopened (3 to 500 characters)",
  visitNotPaid: "No fee was paid for this visit",
} as const;

export const RECEIPT_MAIL = {
  subject: (n: string) => `Your receipt ${n} from Brightview Eye Care`,
  refundSubject: (n: string) => `Your refund note ${n} from Brightview Eye Care`,
  greeting: (name: string) => `Hello ${name},`,
  body: (n: string, amount: string, what: string) => `Thank you: we received ${amount} for ${what}. Your receipt ${n} is attached as a PDF for your insurer.`,
  refundBody: (n: string, amount: string, what: string, reverses: string) => `We refunded ${amount} for ${what}. Refund note ${n} reverses receipt ${reverses} and is attached as a PDF.`,
  insuranceSubject: (n: string) => `Your insurance receipt ${n} from Brightview Eye Care`,
  insuranceBody: (n: string, date: string, what: string) =>
    `Your glasses for ${what} were dispensed on ${date}. Your insurance receipt ${n} is attached as a PDF: send it to your insurer with your claim.`,
  link: (url: string) => `View it online (the link works for 13 months): ${url}`,
  accountLink: "Signed in, you also find every receipt under My Account → Receipts.",
  signOff: "Brightview Eye Care",
} as const;

export const ACCOUNT_RECEIPTS_COPY = {
  heading: "Receipts",
  empty: "No receipts yet. When the clinic records a payment for an order or an exam, its receipt appears here.",
  view: "View receipt",
  download: "Download PDF",
  viewLabel: (n: string) => `View receipt ${n}`,
  downloadLabel: (n: string) => `Download PDF of receipt ${n}`,
  kinds: { receipt: "Receipt", refund: "Refund note", record: "Record (OHIP)", insurance: "Insurance receipt" },
  print: "Print",
  back: "Back to My Account",
  notFound: "Receipt not found",
} as const;
