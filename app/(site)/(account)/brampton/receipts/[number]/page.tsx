import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReceiptView } from "@/components/receipts/receipt-view";
import { RECEIPT_COPY } from "@/content/receipts";
import { logReceiptAccess } from "@/lib/access-log/log";
import { accessorOf } from "@/lib/access-log/request";
import { getSession } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { guestReceiptPath, verifyReceiptLink } from "@/lib/receipts/link";
import { readReceiptBySignedLink } from "@/lib/receipts/read";

// The e-mailed link for a patient without an account: signed for this receipt, 13 months.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ number: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { number } = await params;
  return { title: RECEIPT_COPY.title(number.slice(0, 20)), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function GuestReceiptPage({ params, searchParams }: Props) {
  const { number } = await params;
  const q = await searchParams;
  const expires = one(q.expires);
  const sig = one(q.sig);
  // A tampered, expired or foreign link answers as an unknown page: it reveals nothing.
  if (!verifyReceiptLink(number, expires, sig)) notFound();
  const receipt = await readReceiptBySignedLink(await getDb(), number);
  if (receipt) await logReceiptAccess(await getDb(), await accessorOf(await getSession()), number, true);
  if (!receipt) notFound();
  const query = new URLSearchParams({ expires: expires!, sig: sig! }).toString();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 print:py-0">
      <ReceiptView doc={receipt.document} pdfHref={guestReceiptPath(number, query, true)} />
    </div>
  );
}
