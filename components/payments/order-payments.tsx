import { Link } from "@/components/ui/link";
import { ACCOUNT_RECEIPTS_COPY as R, PAYMENT_COPY as C } from "@/content/payments";
import { formatPrice } from "@/lib/format";
import { lineWithTax } from "@/lib/receipts/money";
import type { ReceiptSummary } from "@/lib/receipts/read";
import type { OrderPaymentState } from "@/lib/receipts/read";
import { MarkDispensed } from "./mark-dispensed";
import { RecordPayment, RecordRefund, ReopenOrder, type RefundLineOption, type StaffOption } from "./order-payment-forms";

export const receiptHref = (number: string) => `/brampton/account/receipts/${number}`;

/** The order's lines as "Record refund" offers them: each with what it comes to with its own tax. */
export function refundLines(order: { lines: { id: string; productName: string; lineTotal: number; taxRate: number }[] }): RefundLineOption[] {
  return order.lines.map((l) => ({ id: l.id, label: C.refundLine(l.productName, formatPrice(lineWithTax(l.lineTotal, l.taxRate).total)) }));
}

/**
 * The order page's payments: each receipt and refund note issued (the admin opens any of them),
 * the balance, "Record payment" while something is owed, "Record refund" once something is paid.
 */
export function OrderPayments({ order, receipts, balance, paid, today, staff, dispensing }: {
  order: { id: string; orderNumber: string; status: string; paymentStatus: string; dispensedBy: string | null; lines: RefundLineOption[] };
  receipts: ReceiptSummary[];
  balance: number;
  paid: number;
  today: string;
  staff: StaffOption[];
  /** "Mark dispensed" (issue 45). */
  dispensing: Pick<OrderPaymentState, "dispensers" | "clinics" | "dispensed">;
}) {
  return (
    <section id="payments" aria-labelledby="order-payments" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="order-payments" className="mb-3 text-lg font-semibold text-ink">{C.paymentsHeading}</h2>
      {receipts.length ? (
        <ul className="mb-4 space-y-2 text-sm">
          {receipts.map((r) => (
            <li key={r.number} className="flex flex-wrap items-baseline justify-between gap-2">
              <Link href={receiptHref(r.number)} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
                {r.kind === "refund" ? C.refundLink(r.number) : r.kind === "insurance" ? C.insuranceReceiptLink(r.number) : C.receiptLink(r.number)}
              </Link>
              <span className="text-ink-muted">{R.kinds[r.kind]} · {r.issuedOn} · {formatPrice(r.paid)} / {formatPrice(r.total)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-ink-muted">{C.noPayments}</p>
      )}
      <p className="mb-3 text-sm font-medium text-ink">{C.balanceDue(formatPrice(balance))}</p>
      {dispensing.dispensed ? <p className="mb-3 text-sm text-ink" data-testid="dispensed">{C.dispensedOn(dispensing.dispensed.on, dispensing.dispensed.by)}</p> : null}
      <div className="flex flex-wrap gap-2">
        {balance > 0 && order.status !== "cancelled" && order.paymentStatus !== "refunded" ? (
          <RecordPayment orderId={order.id} orderNumber={order.orderNumber} balance={balance.toFixed(2)} today={today} staff={staff} dispensedBy={order.dispensedBy ?? ""} />
        ) : null}
        {paid > 0 ? <RecordRefund orderId={order.id} orderNumber={order.orderNumber} today={today} lines={order.lines} /> : null}
        {order.paymentStatus === "refunded" ? <ReopenOrder orderId={order.id} orderNumber={order.orderNumber} /> : null}
        {!dispensing.dispensed && order.status !== "cancelled" ? (
          <MarkDispensed orderId={order.id} orderNumber={order.orderNumber} today={today} dispensers={dispensing.dispensers} clinics={dispensing.clinics} />
        ) : null}
      </div>
    </section>
  );
}
