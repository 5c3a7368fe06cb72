import { logReceiptAccess } from "@/lib/access-log/log";
import { accessorOf } from "@/lib/access-log/request";
import { getSession } from "@/lib/auth";
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
  const receipt = await readReceiptBySignedLink(await getDb(), number);
  await logReceiptAccess(await getDb(), await accessorOf(await getSession()), number, !!receipt);
  return pdfResponse(receipt);
}
