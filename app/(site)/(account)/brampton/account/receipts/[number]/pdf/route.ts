import { logReceiptAccess } from "@/lib/access-log/log";
import { accessorOf } from "@/lib/access-log/request";
import { getSession } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { RECEIPT_NUMBER } from "@/lib/receipts/money";
import { pdfResponse } from "@/lib/receipts/pdf-response";
import { readReceipt } from "@/lib/receipts/read";

export const runtime = "nodejs";

/** "Download PDF" from the account: the patient's own receipt, or any for an admin (RLS). */
export async function GET(_request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  const session = await getSession();
  if (!session) return new Response("Please sign in again.", { status: 401, headers: { "Cache-Control": "no-store" } });
  const receipt = RECEIPT_NUMBER.test(number) ? await readReceipt(await getDb(), { kind: "user", userId: session.userId, email: session.email }, number) : null;
  if (RECEIPT_NUMBER.test(number)) await logReceiptAccess(await getDb(), await accessorOf(session), number, !!receipt);
  return pdfResponse(receipt);
}
