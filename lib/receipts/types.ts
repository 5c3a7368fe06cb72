/**
 * A receipt as issued: every figure and word it prints, read once from the database when it is
 * shown. The HTML page (components/receipts/receipt-view.tsx) and the PDF (lib/receipts/pdf.ts)
 * both render this shape and nothing else, so they cannot disagree.
 */

export type ReceiptKind = "receipt" | "refund";

/** One priced item: a frame, a line's lenses, a coating, contact lenses, an exam. */
export type ReceiptItem = {
  /** "Ray-Ban RB2140 Wayfarer", "Progressive lenses", "Anti-reflective coating". */
  label: string;
  /** "Colour Black · Size 52 · SKU RB2140-BLK-52", "Right eye · 2 boxes". */
  detail?: string;
  /** Dollars, two decimals, for the whole quantity. */
  amount: number;
};

/** A prescription behind a zero-rated line, as CRA and the insurers read it. */
export type ReceiptPrescription = {
  /** YYYY-MM-DD, or null when staff have not recorded it. */
  issuedOn: string | null;
  prescribedBy: string | null;
  /** The prescriber's College registration (issue 45), once recorded at verification. */
  registration?: string | null;
  patientName: string | null;
  /** Per eye; strings as written on the prescription ("-2.25", "+1.00", "180"). */
  right: { sph: string; cyl: string; axis: string; add: string } | null;
  left: { sph: string; cyl: string; axis: string; add: string } | null;
  /** "63" or "31.5 / 31.5". */
  pd: string | null;
};

/** One cart line (a pair of glasses, a frame alone, contact lenses) or one exam. */
export type ReceiptLine = {
  /** "Ray-Ban RB2140 Wayfarer × 1" or "Comprehensive Eye Exam". */
  heading: string;
  items: ReceiptItem[];
  /** The rate this line is charged at its place of supply (0 for prescription eyewear). */
  taxRate: number;
  /** "HST 13%", "GST 5%", "HST 0% (prescription eyewear)": absent from receipts issued before issue 45. */
  taxLabel?: string;
  prescription?: ReceiptPrescription;
};

export type ReceiptTax = {
  /** "HST 13%", "GST 5%", "HST 0% (prescription eyewear)" (or the exam's exemption). */
  label: string;
  /** The subtotal this rate applies to, and the tax on it. */
  base: number;
  amount: number;
};

export type ReceiptPayment = {
  /** YYYY-MM-DD */
  date: string;
  /** "Debit", "Credit card", "Cash", "E-transfer", "Insurer direct", "Covered by OHIP". */
  method: string;
  amount: number;
  /** A refund's payment back to the patient is negative. */
};

export type ReceiptDocument = {
  kind: ReceiptKind;
  /** R-2026-000001 */
  number: string;
  /** For a refund note: the receipt it reverses. */
  reverses?: string;
  /** YYYY-MM-DD: when this receipt was issued (the payment it records). */
  issuedOn: string;
  clinic: {
    legalName: string;
    /** The clinic as patients know it, "Brightview Eye Care — Goreway Dr" (issue 45); absent from older receipts. */
    name?: string;
    /** Street line, then "City, ON  L6T 0A1". */
    address: string[];
    phone: string;
    /** The GST/HST registration, when the HST_NUMBER setting has one (printed only then). */
    hstNumber?: string;
  };
  patient: { name: string; address: string[]; email: string; /** YYYY-MM-DD, on exam receipts (issue 45). */ dateOfBirth?: string };
  /** The order or the visit this receipt is for: "Order ORD-…" / "Visit on …". */
  reference: string;
  dates: {
    /** Purchase date (the order) or the booking's date. */
    purchase: string;
    /** The latest payment's date. */
    payment: string;
    /** Dispensed on (glasses) or examined on (exam); null while not yet dispensed. */
    service: string | null;
    /** "Dispensed on" or "Date of exam". */
    serviceLabel: string;
  };
  lines: ReceiptLine[];
  subtotal: number;
  taxes: ReceiptTax[];
  total: number;
  payments: ReceiptPayment[];
  paid: number;
  balance: number;
  /** Insurer direct billing: what the insurer paid and what the patient paid. */
  insurance?: { insurer: string; policyNumber: string; memberId: string; relationship: string; insurerShare: number; patientShare: number };
  /** "Dispensed by" / "Examined by", the person's name and College registration number. */
  practitioner?: { label: string; name: string; registration: string };
  /** A $0.00 record (Covered by OHIP) rather than a receipt to claim. */
  recordOnly?: boolean;
  /** Issue 45, the insurance receipt issued at dispensing: the buyer when not the wearer ("Paid by"). */
  paidBy?: string;
  /** The insurance receipt's prescriber and their College registration. */
  prescriber?: { name: string; registration: string };
  /** The order's payment receipts before dispensing say that the insurance receipt follows. */
  note?: string;
  /** True for the insurance receipt. */
  insuranceReceipt?: boolean;
  /** A refund note's figures (issue 45): what it paid back, the tax refunded in it, and the lines when refunded by line. */
  refunded?: { amount: number; tax: number; lines: string[] };
};
