import { ACCOUNT_ORDERS_COPY as COPY, ORDER_STATUS_WORDS, PAYMENT_STATUS_WORDS } from "@/content/account-orders";
import type { OwnOrder, OwnOrderItem } from "@/lib/account";
import { frameLabel } from "@/lib/booking/exam-frames";
import { formatLongDate, formatPrice } from "@/lib/format";
import { orderTaxLines } from "@/lib/cart/lines";
import { TaxRows } from "@/components/cart/tax-rows";
import { DataTable, type Column } from "@/components/ui/data-table";

const pill = {
  done: "bg-brand-100 font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100",
  other: "bg-surface-muted font-medium text-ink-muted",
};

/** Cancelled but paid: the cancellation e-mail promised a refund, so say so rather than just "Paid". */
function paymentWords(o: OwnOrder): string {
  return o.status === "cancelled" && o.paymentStatus === "paid" ? COPY.refundDue : PAYMENT_STATUS_WORDS[o.paymentStatus];
}

function ItemName({ item }: { item: OwnOrderItem }) {
  const details = [item.colour, item.size ? COPY.size(item.size) : null].filter(Boolean).join(", ");
  return (
    <>
      <span className="block font-medium text-ink">{frameLabel(item.name, item.brand)}</span>
      {details ? <span className="block text-ink-muted">{details}</span> : null}
      {item.lenses ? <span className="block text-ink-muted">{item.lenses}</span> : null}
    </>
  );
}

const itemColumns: Column<OwnOrderItem>[] = [
  { header: COPY.columns.item, cell: (item) => <ItemName item={item} />, className: "break-words" },
  { header: COPY.columns.quantity, align: "end", cell: (item) => item.quantity },
  { header: COPY.columns.unitPrice, align: "end", cell: (item) => formatPrice(item.unitPrice), className: "whitespace-nowrap" },
  { header: COPY.columns.lineTotal, align: "end", cell: (item) => formatPrice(item.lineTotal), className: "whitespace-nowrap" },
];

/** One order: its number as the heading, where it stands, its stored lines and totals. */
export function OrderCard({ order }: { order: OwnOrder }) {
  const headingId = `order-${order.orderNumber}`;
  const done = order.status === "ready" || order.status === "delivered";
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-line p-3 sm:p-4">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {COPY.orderHeading(order.orderNumber)}
      </h3>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-ink-muted">{COPY.placed}</dt>
          <dd className="font-medium">{formatLongDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{COPY.status}</dt>
          <dd>
            <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs ${done ? pill.done : pill.other}`}>{ORDER_STATUS_WORDS[order.status]}</span>
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{COPY.payment}</dt>
          <dd className="font-medium">{paymentWords(order)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{order.where.label}</dt>
          <dd className="font-medium">{order.where.text}</dd>
        </div>
      </dl>

      {/* On a phone each line is a card with its quantity, price and total labelled. */}
      <DataTable caption={COPY.itemsCaption(order.orderNumber)} columns={itemColumns} rows={order.items} rowKey={(_, i) => String(i)} empty="—" bare className="mt-4" />

      <dl className="mt-3 ml-auto max-w-xs space-y-1 border-t border-line pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{COPY.subtotal}</dt>
          <dd className="tabular-nums">{formatPrice(order.subtotal)}</dd>
        </div>
        <TaxRows taxes={orderTaxLines(order.items)} />
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{COPY.shipping}</dt>
          <dd className="tabular-nums">{order.shipping > 0 ? formatPrice(order.shipping) : COPY.freeShipping}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold text-ink">
          <dt>{COPY.total}</dt>
          <dd className="tabular-nums">{formatPrice(order.total)}</dd>
        </div>
      </dl>
    </article>
  );
}
