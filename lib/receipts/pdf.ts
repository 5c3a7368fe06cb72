import PDFDocument from "pdfkit";
import { RECEIPT_COPY as C, RECEIPT_PDF_COPY as P } from "@/content/receipts";
import { formatLongDate, formatPrice } from "@/lib/format";
import { ACCENT, BODY, HEADING, LABEL, MARGIN, PdfWriter, ROW, SMALL, STRONG, type Style } from "./pdf-layout";
import { prescription } from "./pdf-prescription";
import { lineHeading, receiptTitle, refundStatus } from "./title";
import type { ReceiptDocument, ReceiptLine } from "./types";

/**
 * The receipt as a Letter-size PDF, made on the server with pdfkit (docs/receipts.md): real text
 * in embedded, subset Noto Sans fonts, so pdftotext and screen readers get the words and a
 * Punjabi or Hindi name is shaped as it is written. Four lines with prescriptions fit one page;
 * longer receipts break between rows and number their pages.
 *
 * No "server-only" import: `fs` and pdfkit keep this out of client bundles already, and the
 * sample script (scripts/sample-receipt.ts) runs it under plain Node.
 */

const AMOUNT = 90; // the amounts column, right-aligned at the right margin

/** "$1,234.56", "-$12.00"; never "-$0.00" from a refund's rounding. */
const money = (n: number) => formatPrice(Math.abs(n) < 0.005 ? 0 : n);


export async function receiptPdf(d: ReceiptDocument): Promise<Uint8Array> {
  const title = receiptTitle(d);
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true, // page numbers are written once the count is known
    font: null as unknown as string, // no default Helvetica: every font used is embedded
    lang: "en-CA",
    info: { Title: title, Author: d.clinic.legalName, Subject: d.reference },
    displayTitle: true,
  });
  const chunks: Uint8Array[] = [];
  doc.on("data", (c: Uint8Array) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const w = new PdfWriter(doc);
  header(w, d, title);
  parties(w, d);
  w.y += 6;
  w.text(C.item, w.left, w.y + 8, LABEL);
  w.text(C.amount, w.right, w.y + 8, LABEL, "right");
  w.y += 12;
  w.rule();
  w.y += 3;
  // Later pages say whose receipt they continue.
  w.onNewPage = () => {
    w.text(d.clinic.legalName, w.left, w.y + 10, { ...STRONG, color: ACCENT });
    w.text(title, w.right, w.y + 10, STRONG, "right");
    w.y += 16;
    w.rule();
    w.y += 4;
  };
  for (const line of d.lines) receiptLine(w, line);
  totals(w, d);
  closing(w, d);
  w.numberPages(P.page);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Draws wrapped text from baseline `y`; returns the last line's baseline. */
function put(w: PdfWriter, text: string, x: number, y: number, width: number, style: Style, align: "left" | "right" = "left"): number {
  const lines = w.wrap(text, style, width);
  lines.forEach((l, i) => w.text(l, align === "right" ? x + width : x, y + i * ROW, style, align));
  return y + (lines.length - 1) * ROW;
}

function header(w: PdfWriter, d: ReceiptDocument, title: string) {
  const titleStyle: Style = { size: 15, weight: "bold" };
  const side = w.width(title, titleStyle) + 24;
  let y = put(w, d.clinic.legalName, w.left, w.y + 12, w.right - w.left - side, { size: 13, weight: "bold", color: ACCENT });
  y += 4;
  const phone = d.clinic.hstNumber ? `${d.clinic.phone} · ${C.hst(d.clinic.hstNumber)}` : d.clinic.phone;
  for (const line of [d.clinic.name, ...d.clinic.address, phone].filter((l): l is string => !!l)) y = put(w, line, w.left, y + ROW, 300, BODY);
  let ry = w.y + 14;
  w.text(title, w.right, ry, titleStyle, "right");
  ry = put(w, `${C.issued} ${formatLongDate(d.issuedOn)}`, w.right - 200, ry + 15, 200, SMALL, "right");
  if (d.kind === "refund" && d.reverses) ry = put(w, C.reverses(d.reverses), w.right - 200, ry + ROW, 200, STRONG, "right");
  w.y = Math.max(y, ry) + 10;
  w.rule(w.y, w.left, w.right, ACCENT, 1);
  w.y += 6;
  if (d.recordOnly) w.y = put(w, C.recordOnly, w.left, w.y + ROW, w.right - w.left, STRONG) + 4;
  if (d.note) w.y = put(w, d.note, w.left, w.y + ROW, w.right - w.left, STRONG) + 4;
}

/** The patient on the left; what the receipt is for and its dates on the right. */
function parties(w: PdfWriter, d: ReceiptDocument) {
  const top = w.y + 10;
  w.text(C.billedTo, w.left, top, LABEL);
  let y = put(w, d.patient.name, w.left, top + ROW + 1, 270, { size: 10, weight: "bold" });
  for (const line of [...d.patient.address, d.patient.email].filter(Boolean)) y = put(w, line, w.left, y + ROW, 270, BODY);
  if (d.patient.dateOfBirth) y = put(w, `${C.dateOfBirth} ${formatLongDate(d.patient.dateOfBirth)}`, w.left, y + ROW, 270, BODY);
  if (d.paidBy) y = put(w, `${C.paidBy} ${d.paidBy}`, w.left, y + ROW, 270, BODY);
  const x = w.left + 300;
  const rows: [string, string][] = [
    [C.reference, d.reference],
    [C.purchaseDate, formatLongDate(d.dates.purchase)],
    [C.paymentDate, formatLongDate(d.dates.payment)],
    [d.dates.serviceLabel, d.dates.service ? formatLongDate(d.dates.service) : C.notDispensed],
  ];
  let ry = top - ROW;
  for (const [label, value] of rows) {
    w.text(label, x, ry + ROW, SMALL);
    ry = put(w, value, x + 80, ry + ROW, w.right - x - 80, BODY, "right");
  }
  w.y = Math.max(y, ry) + 8;
}

/** A line's heading, items and prescription, moved whole to the next page when it would not fit. */
function receiptLine(w: PdfWriter, line: ReceiptLine) {
  const width = w.right - AMOUNT - w.left - 10;
  const heading = w.wrap(lineHeading(line), HEADING, width + 10);
  const items = line.items.map((item) => {
    // The detail follows the label on its row when both fit, and wraps under it otherwise.
    const fits = w.width(item.label, BODY) + (item.detail ? w.width(`   ${item.detail}`, SMALL) : 0) <= width;
    const label = fits ? [item.label] : w.wrap(item.label, BODY, width);
    const detail = !fits && item.detail ? w.wrap(item.detail, SMALL, width) : [];
    return { item, fits, label, detail, rows: label.length + detail.length };
  });
  const rx = line.prescription ? prescription(w, line.prescription) : null;
  const height = (heading.length + items.reduce((n, i) => n + i.rows, 0)) * ROW + (rx ? rx.height + 3 : 0) + 7;
  w.ensure(Math.min(height, (w.bottom - w.top) / 2));
  heading.forEach((l) => w.text(l, w.left, (w.y += ROW), HEADING));
  w.y += 2;
  for (const { item, fits, label, detail, rows } of items) {
    w.ensure(ROW * rows);
    const base = w.y + ROW;
    label.forEach((l, i) => w.text(l, w.left + 10, base + i * ROW, BODY));
    if (fits && item.detail) w.text(item.detail, w.left + 10 + w.width(`${item.label}   `, BODY), base, SMALL);
    detail.forEach((l, i) => w.text(l, w.left + 10, base + (label.length + i) * ROW, SMALL));
    w.text(money(item.amount), w.right, base, BODY, "right");
    w.y += ROW * rows;
  }
  if (rx) {
    w.ensure(rx.height + 3);
    rx.draw(w.y + 3);
    w.y += rx.height + 3;
  }
  w.y += 5;
  w.rule();
}

/** Payments and what is owed on the left, the sums on the right, kept together on one page. */
function totals(w: PdfWriter, d: ReceiptDocument) {
  const sums: [string, number][] = [[C.subtotal, d.subtotal], ...d.taxes.map((t): [string, number] => [t.label, t.amount])];
  const left = 2 + d.payments.length + 2;
  w.ensure(ROW * Math.max(left, sums.length + 2) + 16);
  const top = w.y + 4;
  const lx = w.left + 250;
  let y = top + ROW;
  w.text(C.payments, w.left, y, LABEL);
  for (const p of d.payments) {
    y += ROW;
    w.text(formatLongDate(p.date), w.left, y, BODY);
    w.text(p.method, w.left + 90, y, BODY);
    w.text(money(p.amount), lx, y, BODY, "right");
  }
  y += ROW + 2;
  w.text(C.paid, w.left, y, STRONG);
  w.text(money(d.paid), lx, y, STRONG, "right");
  y += ROW + 2;
  const settled = Math.abs(d.balance) < 0.005;
  // A refund note states what went back; "paid in full" would read as a receipt to claim.
  const status = refundStatus(d) ?? (settled ? C.paidInFull : C.balance(money(d.balance)));
  w.text(status, w.left, y, { size: 9, weight: "bold", color: settled || d.kind === "refund" ? ACCENT : "#b42318" });
  if (d.refunded?.lines.length) y = put(w, C.refundedLines(d.refunded.lines.join(", ")), w.left, y + ROW, 240, BODY);
  const tx = w.right - 230;
  let ty = top;
  for (const [label, amount] of sums) {
    ty += ROW;
    w.text(label, tx, ty, BODY);
    w.text(money(amount), w.right, ty, BODY, "right");
  }
  w.rule(ty + 5, tx, w.right, ACCENT, 0.8);
  ty += ROW + 6;
  w.text(C.total, tx, ty, { size: 10, weight: "bold" });
  w.text(money(d.total), w.right, ty, { size: 10, weight: "bold" }, "right");
  w.y = Math.max(y, ty) + 8;
}

/** Insurance as a compact grid, then who dispensed or examined, and the footer. */
function closing(w: PdfWriter, d: ReceiptDocument) {
  const ins = d.insurance;
  if (ins) {
    // Two columns of label and value, the labels of a column aligned.
    const columns: [string, string][][] = [
      [[C.insurer, ins.insurer], [C.policy, ins.policyNumber], [C.insurerShare, money(ins.insurerShare)]],
      [[C.member, ins.memberId], [C.relationship, ins.relationship], [C.patientShare, money(ins.patientShare)]],
    ];
    const x0 = w.left + 62;
    const colW = (w.right - x0) / 2;
    const laid = columns.map((pairs) => {
      const lw = Math.max(...pairs.map(([label]) => w.width(label, SMALL))) + 10;
      return pairs.map(([label, value]) => ({ label, lw, lines: w.wrap(value, BODY, colW - lw - 12) }));
    });
    const rows = [0, 1, 2].map((r) => Math.max(laid[0][r].lines.length, laid[1][r].lines.length));
    w.ensure(ROW * rows.reduce((a, b) => a + b, 0) + 10);
    w.rule();
    let y = w.y + 2;
    w.text(C.insurance, w.left, y + ROW, LABEL);
    rows.forEach((height, r) => {
      laid.forEach((column, c) => {
        const { label, lw, lines } = column[r];
        const x = x0 + c * colW;
        w.text(label, x, y + ROW, SMALL);
        lines.forEach((l, j) => w.text(l, x + lw, y + ROW * (j + 1), BODY));
      });
      y += height * ROW;
    });
    w.y = y + 6;
  }
  // Who dispensed on the left and the thank-you on the right, on one row when both fit.
  const who = [
    d.prescriber && `${C.prescriber} ${d.prescriber.name} · ${C.registration(d.prescriber.registration)}`,
    d.practitioner && `${d.practitioner.label} ${d.practitioner.name} · ${C.registration(d.practitioner.registration)}`,
  ].filter(Boolean).join("   ");
  const full = w.right - w.left;
  const oneRow = w.width(who, BODY) + w.width(C.footer, SMALL) + 24 <= full;
  const whoLines = who ? w.wrap(who, BODY, full) : [];
  const footLines = oneRow ? [C.footer] : w.wrap(C.footer, SMALL, full);
  w.ensure(ROW * (oneRow ? 1 : whoLines.length + footLines.length) + 8);
  w.rule();
  w.y += 2;
  whoLines.forEach((l, i) => w.text(l, w.left, w.y + ROW * (i + 1), BODY));
  const footTop = oneRow ? w.y : w.y + ROW * whoLines.length;
  footLines.forEach((l, i) => w.text(l, oneRow ? w.right : w.left, footTop + ROW * (i + 1), SMALL, oneRow ? "right" : "left"));
  w.y = footTop + ROW * footLines.length + 4;
}
