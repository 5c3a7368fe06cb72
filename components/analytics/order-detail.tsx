import { ChevronLeft } from "@/components/ui/icons";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Link } from "@/components/ui/link";
import { ORDER_ADMIN_COPY as COPY } from "@/content/order-admin";
import type { OrderDetail as Order, OrderLineDetail } from "@/lib/analytics/order-detail";
import { frameLabel } from "@/lib/booking/exam-frames";
import { formatPrice } from "@/lib/format";
import { OrderControls } from "./order-controls";
import { OrderInsurance } from "./order-insurance";
import { OrderTaxLines } from "./order-tax-lines";
import { PrescriptionBadge } from "./prescription-badge";
import { PrescriptionView } from "./prescription-view";

const placedAt = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });
const pill = "inline-block rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted";
const panel = "rounded-2xl border border-line bg-surface p-5";

/** Where the tab's list is; the opened order links back to it. */
export const ORDERS_TAB_HREF = "/brampton/analytics?tab=orders";

export function BackToOrders() {
  return (
    <Link href={ORDERS_TAB_HREF} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
      <ChevronLeft aria-hidden className="size-4" />
      {COPY.back}
    </Link>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

function Lines({ order }: { order: Order }) {
  const c = COPY.columns;
  const columns: Column<OrderLineDetail>[] = [
    {
      header: c.product,
      cell: (l) => (
        <>
          {frameLabel(l.productName, l.brandName)}
          {l.lens ? <span className="block font-normal text-ink-muted">{l.lens.summary}</span> : null}
        </>
      ),
    },
    { header: c.colour, cell: (l) => l.colour || "—" },
    { header: c.size, cell: (l) => l.size || "—" },
    { header: c.quantity, align: "end", cell: (l) => l.quantity },
    { header: c.lineTotal, align: "end", cell: (l) => formatPrice(l.lineTotal), className: "whitespace-nowrap" },
  ];
  return (
    <div>
      {/* A money table: the columns stay side by side and scroll, focusable, on a narrow screen. */}
      <DataTable caption={COPY.linesCaption(order.orderNumber)} columns={columns} rows={order.lines} rowKey={(l) => l.id} empty="—" phone="scroll" minWidth="min-w-[36rem]" bare />
      <dl className="ml-auto max-w-xs space-y-1 border-t border-line px-4 py-3 text-sm">
        {[
          [COPY.subtotal, order.subtotal],
          [COPY.shipping, order.shipping],
        ].map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="tabular-nums">{formatPrice(Number(amount))}</dd>
          </div>
        ))}
        <OrderTaxLines taxes={order.taxes} />
        <div className="flex justify-between gap-4 font-semibold text-ink">
          <dt>{COPY.total}</dt>
          <dd className="tabular-nums">{formatPrice(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

function LensLine({ order, line }: { order: Order; line: OrderLineDetail & { lens: NonNullable<OrderLineDetail["lens"]> } }) {
  const product = frameLabel(line.productName, line.brandName);
  const headingId = `lens-${line.id}`;
  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-4">
      <h3 id={headingId} className="font-semibold text-ink">
        {COPY.lensHeading(product)}
      </h3>
      <p className="mb-3 text-sm text-ink-muted">{line.lens.summary}</p>
      <PrescriptionView lens={line.lens} orderItemId={line.id} product={product} headingId={headingId} canVerify={order.status !== "cancelled"} />
    </section>
  );
}

/** One order as the clinic opens it from the Orders tab: who, what, and each prescription to check. */
export function OrderDetailView({ order, payments }: { order: Order; payments?: React.ReactNode }) {
  const lensLines = order.lines.filter((l): l is OrderLineDetail & { lens: NonNullable<OrderLineDetail["lens"]> } => l.lens !== null);
  return (
    <div className="space-y-6">
      <BackToOrders />
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold text-ink">{COPY.title(order.orderNumber)}</h1>
        <span className={pill}>{order.status}</span>
        <PrescriptionBadge flag={order.prescription} />
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="order-summary" className={panel}>
          <h2 id="order-summary" className="mb-3 text-lg font-semibold text-ink">
            {COPY.summaryHeading}
          </h2>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Field label={COPY.placed}>{placedAt.format(new Date(order.createdAt))}</Field>
            <Field label={COPY.status}>{order.status}</Field>
            <Field label={COPY.payment}>{order.paymentStatus}</Field>
            <Field label={COPY.method}>{order.paymentMethod}</Field>
          </dl>
          <h3 className="mt-4 mb-2 text-sm font-medium text-ink-muted">{COPY.actions}</h3>
          <OrderControls orderId={order.id} orderNumber={order.orderNumber} status={order.status} paymentStatus={order.paymentStatus} />
          {order.prescription && order.status === "pending" ? <p className="mt-2 text-sm text-ink-muted">{COPY.confirmNote}</p> : null}
        </section>
        <section aria-labelledby="order-customer" className={panel}>
          <h2 id="order-customer" className="mb-3 text-lg font-semibold text-ink">
            {COPY.customer}
          </h2>
          <dl className="space-y-2 text-sm">
            <Field label={COPY.name}>{order.customer.name}</Field>
            <Field label={COPY.email}>
              <a href={`mailto:${order.customer.email}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
                {order.customer.email}
              </a>
            </Field>
            <Field label={COPY.phone}>{order.customer.phone}</Field>
            <Field label={order.where.label}>{order.where.text}</Field>
          </dl>
        </section>
      </div>

      <section aria-labelledby="order-lines" className="rounded-2xl border border-line bg-surface">
        <h2 id="order-lines" className="border-b border-line px-5 py-4 text-lg font-semibold text-ink">
          {COPY.linesHeading}
        </h2>
        <Lines order={order} />
      </section>
      <OrderInsurance insurance={order.insurance} />

      {payments}

      {lensLines.length ? (
        <section aria-labelledby="order-lenses" className={`${panel} space-y-4`}>
          <h2 id="order-lenses" className="text-lg font-semibold text-ink">
            {COPY.lensesHeading}
          </h2>
          {lensLines.map((l) => (
            <LensLine key={l.id} order={order} line={l} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
