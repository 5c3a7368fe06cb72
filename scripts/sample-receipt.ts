/**
 * Writes three sample receipt PDFs (fictitious people and numbers) to look at after a layout
 * change: an order with a progressive pair and a frame alone, settled with an insurer's share; an
 * eye exam; and a receipt for a patient named in Gurmukhi.
 *
 * Usage: npx tsx scripts/sample-receipt.ts OUT_DIR   (then e.g. pdftoppm -png -r 70 OUT_DIR/x.pdf x)
 */
import fs from "node:fs";
import path from "node:path";
import { EXAM_TAX_LABEL, PRACTITIONER_LABELS } from "@/content/payments";
import { TAX_LABELS } from "@/content/tax";
import { RECEIPT_BUSINESS } from "@/content/receipts";
import { receiptPdf } from "@/lib/receipts/pdf";
import type { ReceiptDocument, ReceiptLine } from "@/lib/receipts/types";

const clinic = {
  legalName: RECEIPT_BUSINESS.legalName,
  address: ["250 Sample Boulevard, Unit 12", "Brampton, ON  L6T 0A1"],
  phone: "905-555-0142",
  hstNumber: "812345678 RT0001",
};

const progressive: ReceiptLine = {
  heading: "Ray-Ban RB5154 Clubmaster Optics with progressive lenses",
  taxRate: 0,
  items: [
    { label: "Ray-Ban RB5154 Clubmaster Optics", detail: "Colour Tortoise · Size 51 · SKU RB5154-TOR-51", amount: 239 },
    { label: "Progressive lenses", amount: 395 },
    { label: "Anti-reflective coating", amount: 60 },
    { label: "Blue-light filter coating", amount: 45 },
  ],
  prescription: {
    issuedOn: "2026-01-14",
    prescribedBy: "Dr. Harleen Sandhu, OD",
    patientName: "Simran Gill",
    right: { sph: "-2.25", cyl: "-0.50", axis: "180", add: "+2.00" },
    left: { sph: "-2.00", cyl: "-0.75", axis: "175", add: "+2.00" },
    pd: "31.5 / 31.5",
  },
};

const frameOnly: ReceiptLine = {
  heading: "Oakley OX8046 Airdrop, frame only",
  taxRate: 0.13,
  taxLabel: "HST 13%",
  items: [{ label: "Oakley OX8046 Airdrop", detail: "Colour Satin Black · Size 55 · SKU OX8046-SBK-55", amount: 180 }],
};

const order: ReceiptDocument = {
  kind: "receipt",
  number: "R-2026-000042",
  issuedOn: "2026-02-20",
  clinic,
  patient: { name: "Simran Gill", address: ["18 Example Crescent", "Brampton, ON  L6P 2K9"], email: "simran.gill@example.com" },
  reference: "Order ORD-2026-0318",
  dates: { purchase: "2026-02-03", payment: "2026-02-20", service: "2026-02-20", serviceLabel: "Dispensed on" },
  lines: [progressive, frameOnly],
  subtotal: 919,
  taxes: [
    { label: TAX_LABELS.charged("HST", "13"), base: 180, amount: 23.4 },
    { label: TAX_LABELS.zeroRated("HST"), base: 739, amount: 0 },
  ],
  total: 942.4,
  payments: [
    { date: "2026-02-03", method: "Debit", amount: 300 },
    { date: "2026-02-20", method: "Insurer direct", amount: 400 },
    { date: "2026-02-20", method: "Credit card", amount: 242.4 },
  ],
  paid: 942.4,
  balance: 0,
  insurance: { insurer: "Maple Life Assurance", policyNumber: "GRP-204118", memberId: "M-5518-0271", relationship: "Self", insurerShare: 400, patientShare: 542.4 },
  practitioner: { label: PRACTITIONER_LABELS.dispensed, name: "Jasmine Brar", registration: "OD-20871" },
};

const exam: ReceiptDocument = {
  kind: "receipt",
  number: "R-2026-000043",
  issuedOn: "2026-03-04",
  clinic,
  patient: { name: "Priya Sharma", address: ["7 Placeholder Court", "Mississauga, ON  L5M 1A1"], email: "priya.sharma@example.com" },
  reference: "Visit on March 4, 2026",
  dates: { purchase: "2026-02-25", payment: "2026-03-04", service: "2026-03-04", serviceLabel: "Date of exam" },
  lines: [{ heading: "Comprehensive Eye Exam", taxRate: 0, items: [{ label: "Comprehensive Eye Exam", detail: "Adult, 20 to 64", amount: 120 }] }],
  subtotal: 120,
  taxes: [{ label: EXAM_TAX_LABEL, base: 120, amount: 0 }],
  total: 120,
  payments: [{ date: "2026-03-04", method: "Credit card", amount: 120 }],
  paid: 120,
  balance: 0,
  practitioner: { label: PRACTITIONER_LABELS.exam, name: "Dr. Harleen Sandhu", registration: "OD-10432" },
};

const punjabi: ReceiptDocument = {
  ...order,
  number: "R-2026-000044",
  patient: { name: "ਹਰਪ੍ਰੀਤ ਕੌਰ", address: ["42 Example Road", "Brampton, ON  L6R 3B2"], email: "harpreet.kaur@example.com" },
  reference: "Order ORD-2026-0322",
  dates: { ...order.dates, service: null },
  lines: [{ ...progressive, prescription: { ...progressive.prescription!, patientName: "ਹਰਪ੍ਰੀਤ ਕੌਰ", pd: "63" } }, frameOnly],
  payments: [{ date: "2026-02-20", method: "Debit", amount: 500 }],
  paid: 500,
  balance: 442.4,
  insurance: undefined,
  practitioner: undefined, // not dispensed yet
};

async function main(out: string | undefined) {
  if (!out) {
    console.error("Usage: npx tsx scripts/sample-receipt.ts OUT_DIR");
    process.exit(1);
  }
  fs.mkdirSync(out, { recursive: true });
  for (const [name, doc] of Object.entries({ "receipt-order": order, "receipt-exam": exam, "receipt-punjabi": punjabi })) {
    const file = path.join(out, `${name}.pdf`);
    fs.writeFileSync(file, await receiptPdf(doc));
    console.log(file);
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
