import { RECEIPT_COPY as C, RECEIPT_PDF_COPY as P } from "@/content/receipts";
import { formatLongDate } from "@/lib/format";
import { BODY, LABEL, SMALL, type PdfWriter } from "./pdf-layout";
import type { ReceiptPrescription } from "./types";

/** The table CRA and insurers ask for, with who prescribed it and for whom beside it. */
export function prescription(w: PdfWriter, rx: ReceiptPrescription) {
  const R = 10;
  const x0 = w.left + 10;
  const cols = [62, 40, 40, 34, 40, 52]; // eye, SPH, CYL, axis, ADD, PD: right edges follow
  const edges = cols.map((_, i) => x0 + cols.slice(0, i + 1).reduce((a, b) => a + b, 0));
  const ix = edges[5] + 24;
  const valueX = ix + 68;
  const info = [
    [C.rxIssued, rx.issuedOn ? formatLongDate(rx.issuedOn) : C.rxNotRecorded],
    [C.rxPrescriber, `${rx.prescribedBy ?? C.rxNotRecorded}${rx.registration ? ` · ${C.registration(rx.registration)}` : ""}`],
    [C.rxPatient, rx.patientName ?? C.rxNotRecorded],
  ].map(([label, value]) => ({ label, lines: w.wrap(value, BODY, w.right - valueX - 6) }));
  const height = Math.max(3, info.reduce((n, i) => n + i.lines.length, 0)) * R + 6;
  // "31.5 / 31.5" is per eye; "63" is both eyes, set between the rows.
  const pd = (rx.pd ?? "").split("/").map((s) => s.trim());
  const draw = (top: number) => {
    w.doc.rect(x0 - 6, top, w.right - x0 + 6, height).fill("#f4f6f8");
    const head = [C.rxColumns.eye, C.rxColumns.sph, C.rxColumns.cyl, C.rxColumns.axis, C.rxColumns.add, C.pd];
    head.forEach((h, i) => (i ? w.text(h, edges[i] - 4, top + R, LABEL, "right") : w.text(h, x0, top + R, LABEL)));
    [rx.right, rx.left].forEach((eye, r) => {
      const y = top + R * (r + 2);
      w.text(r ? C.eye.left : C.eye.right, x0, y, BODY);
      const values = eye ? [eye.sph, eye.cyl, eye.axis, eye.add] : ["", "", "", ""];
      values.forEach((v, i) => w.text(v || P.notApplicable, edges[i + 1] - 4, y, BODY, "right"));
      if (pd.length === 2) w.text(pd[r] || P.notApplicable, edges[5] - 4, y, BODY, "right");
    });
    if (pd.length !== 2) w.text(pd.join(" / ") || P.notApplicable, edges[5] - 4, top + R * 2.5, BODY, "right");
    let y = top + R;
    for (const { label, lines } of info) {
      w.text(label, ix, y, SMALL);
      lines.forEach((l, j) => w.text(l, valueX, y + j * R, BODY));
      y += lines.length * R;
    }
  };
  return { height, draw };
}
