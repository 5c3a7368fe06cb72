import type { StoredReceipt } from "./read";
import { receiptPdf } from "./pdf";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** The receipt's PDF as a download, never cached by anything between the patient and us. */
export async function pdfResponse(receipt: StoredReceipt | null): Promise<Response> {
  if (!receipt) return new Response("Receipt not found", { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
  const pdf = await receiptPdf(receipt.document);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receipt.number}.pdf"`,
    },
  });
}
