import { getDb } from "@/lib/db";
import { verifyReceiptLink } from "@/lib/receipts/link";
import { pdfResponse } from "@/lib/receipts/pdf-response";
import { readReceiptBySignedLink } from "@/lib/receipts/read";

export const runtime = "nodejs";

/** The e-mailed link's PDF: only with this receipt's unexpired signature. */
export async function GET(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  const url = new URL(request.url);
  if (!verifyReceiptLink(number, url.searchParams.get("expires"), url.searchParams.get("sig"))) return pdfResponse(null);
  return pdfResponse(await readReceiptBySignedLink(await getDb(), number));
}
