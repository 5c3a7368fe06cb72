/**
 * The receipt's words (issue 33), shared by the printable page, the PDF and the e-mail. The
 * clinic's legal name is the brand's; its GST/HST registration is the HST_NUMBER setting (issue
 * 45); the clinic's address and phone come from its row.
 */
export const RECEIPT_BUSINESS = {
  legalName: "Brightview Eye Care Inc.",
} as const;

export const RECEIPT_COPY = {
  title: (n: string) => `Receipt ${n}`,
  refundTitle: (n: string) => `Refund note ${n}`,
  recordTitle: (n: string) => `Record ${n}`,
  reverses: (n: string) => `Reverses receipt ${n}`,
  recordOnly: "Covered by OHIP: a record for your files, not a receipt to claim.",
  hst: (n: string) => `HST registration ${n}`,
  receiptNumber: "Receipt number",
  issued: "Issued",
  billedTo: "Patient",
  reference: "For",
  purchaseDate: "Purchase date",
  paymentDate: "Payment date",
  notDispensed: "Not yet dispensed",
  item: "Item",
  amount: "Amount",
  subtotal: "Subtotal",
  total: "Total",
  payments: "Payments",
  paid: "Paid",
  paidInFull: "Paid in full, balance $0.00",
  balance: (amount: string) => `Balance owing ${amount}`,
  refunded: (amount: string) => `Refunded ${amount}: nothing is owed on this order`,
  prescription: "Prescription",
  rxIssued: "Issued",
  rxPrescriber: "Prescribed by",
  rxPatient: "Patient's name",
  rxNotRecorded: "Not recorded",
  eye: { right: "Right (OD)", left: "Left (OS)" },
  rxColumns: { eye: "Eye", sph: "SPH", cyl: "CYL", axis: "Axis", add: "ADD" },
  pd: "PD",
  registration: (n: string) => `College registration ${n}`,
  insurance: "Insurance",
  insurer: "Insurer",
  policy: "Plan or policy number",
  member: "Member ID",
  relationship: "Relationship",
  insurerShare: "Paid by the insurer",
  patientShare: "Paid by the patient",
  footer: "Thank you. Keep this receipt for your insurer and your taxes.",
  /** Issue 45: the insurance receipt issued at dispensing, and the payment receipts before it. */
  dateDispensed: "Date dispensed",
  dateOfBirth: "Date of birth",
  /** A refund note of issue 45: what went back and the tax in it, and the lines when by line. */
  refundedNote: (amount: string, tax: string) => `Refunded ${amount}, including ${tax} of tax`,
  refundedLines: (names: string) => `Lines refunded: ${names}`,
  paidBy: "Paid by",
  prescriber: "Prescribed by",
  paymentNote: "Payment receipt — your insurance receipt is issued when your glasses are dispensed",
} as const;

/** The PDF's own words (lib/receipts/pdf.ts): what the printable page says in its layout instead. */
export const RECEIPT_PDF_COPY = {
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  notApplicable: "–",
} as const;
