import { RECEIPT_COPY as C } from "@/content/receipts";
import { formatPrice } from "@/lib/format";
import type { ReceiptDocument, ReceiptLine } from "./types";

/** A line's heading with the tax it was charged: "Ray-Ban … with progressive lenses · HST 0% (prescription eyewear)". */
export function lineHeading(line: Pick<ReceiptLine, "heading" | "taxLabel">): string {
  return line.taxLabel ? `${line.heading} · ${line.taxLabel}` : line.heading;
}

/** What a refund note says went back: the amount and its tax (issue 45), or, on older notes, the amount alone. Null for a receipt. */
export function refundStatus(d: Pick<ReceiptDocument, "kind" | "refunded" | "payments">): string | null {
  if (d.kind !== "refund") return null;
  if (d.refunded) return C.refundedNote(formatPrice(d.refunded.amount), formatPrice(d.refunded.tax));
  return C.refunded(formatPrice(Math.abs(d.payments.at(-1)?.amount ?? 0)));
}

/** "Receipt R-…", "Refund note R-…" or "Record R-…" (an OHIP visit): the page's heading and the PDF's title. */
export function receiptTitle(d: Pick<ReceiptDocument, "kind" | "number" | "recordOnly">): string {
  if (d.kind === "refund") return C.refundTitle(d.number);
  return d.recordOnly ? C.recordTitle(d.number) : C.title(d.number);
}
