import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { accountReceiptHref } from "@/components/receipts/receipts-section";
import { ReceiptView } from "@/components/receipts/receipt-view";
import { Link } from "@/components/ui/link";
import { ACCOUNT_RECEIPTS_COPY as C } from "@/content/payments";
import { RECEIPT_COPY } from "@/content/receipts";
import { logReceiptAccess } from "@/lib/access-log/log";
import { accessorOf } from "@/lib/access-log/request";
import { getSession } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { RECEIPT_NUMBER } from "@/lib/receipts/money";
import { readReceipt } from "@/lib/receipts/read";

// A patient's receipt (or any, for an admin: RLS decides), read per request, never cached.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { number } = await params;
  return { title: RECEIPT_NUMBER.test(number) ? RECEIPT_COPY.title(number) : C.notFound, robots: { index: false, follow: false } };
}

export default async function AccountReceiptPage({ params }: Props) {
  const { number } = await params;
  const valid = RECEIPT_NUMBER.test(number);
  const session = await getSession();
  if (!session) redirect(`/brampton/auth?next=${encodeURIComponent(valid ? accountReceiptHref(number) : "/brampton/account")}`);
  const receipt = valid ? await readReceipt(await getDb(), { kind: "user", userId: session.userId, email: session.email }, number) : null;
  if (valid) await logReceiptAccess(await getDb(), await accessorOf(session), number, !!receipt);
  if (!receipt) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 print:py-0">
      <Link href="/brampton/account" className="mb-6 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300 print:hidden">
        {C.back}
      </Link>
      <ReceiptView doc={receipt.document} pdfHref={accountReceiptHref(number, true)} />
    </div>
  );
}
