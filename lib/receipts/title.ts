import { RECEIPT_COPY as C } from "@/content/receipts";
import type { ReceiptDocument } from "./types";

/** "Receipt R-…", "Refund note R-…" or "Record R-…" (an OHIP visit): the page's heading and the PDF's title. */
export function receiptTitle(d: Pick<ReceiptDocument, "kind" | "number" | "recordOnly">): string {
  if (d.kind === "refund") return C.refundTitle(d.number);
  return d.recordOnly ? C.recordTitle(d.number) : C.title(d.number);
}
