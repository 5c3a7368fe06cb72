import { Link } from "@/components/ui/link";
import { ACCOUNT_RECEIPTS_COPY as R, PAYMENT_COPY as C } from "@/content/payments";
import { formatPrice } from "@/lib/format";
import type { ReceiptSummary } from "@/lib/receipts/read";
import { RecordPayment, RecordRefund, type StaffOption } from "./order-payment-forms";

export const receiptHref = (number: string) => `/brampton/account/receipts/${number}`;

/**
 * The order page's payments: each receipt and refund note issued (the admin opens any of them),
 * the balance, "Record payment" while something is owed, "Record refund" once something is paid.
 */
export function OrderPayments({ order, receipts, balance, paid, today, staff }: {
  order: { id: string; orderNumber: string; status: string; dispensedBy: string | null };
  receipts: ReceiptSummary[];
  balance: number;
  paid: number;
  today: string;
  staff: StaffOption[];
}) {
  return (
    <section id="payments" aria-labelledby="order-payments" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="order-payments" className="mb-3 text-lg font-semibold text-ink">{C.paymentsHeading}</h2>
      {receipts.length ? (
        <ul className="mb-4 space-y-2 text-sm">
          {receipts.map((r) => (
            <li key={r.number} className="flex flex-wrap items-baseline justify-between gap-2">
              <Link href={receiptHref(r.number)} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
                {r.kind === "refund" ? C.refundLink(r.number) : C.receiptLink(r.number)}
              </Link>
              <span className="text-ink-muted">{R.kinds[r.kind]} · {r.issuedOn} · {formatPrice(r.paid)} / {formatPrice(r.total)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-ink-muted">{C.noPayments}</p>
      )}
      <p className="mb-3 text-sm font-medium text-ink">{C.balanceDue(formatPrice(balance))}</p>
      <div className="flex flex-wrap gap-2">
        {balance > 0 && order.status !== "cancelled" ? (
          <RecordPayment orderId={order.id} orderNumber={order.orderNumber} balance={balance.toFixed(2)} today={today} staff={staff} dispensedBy={order.dispensedBy ?? ""} />
        ) : null}
        {paid > 0 ? <RecordRefund orderId={order.id} orderNumber={order.orderNumber} today={today} /> : null}
      </div>
    </section>
  );
}
