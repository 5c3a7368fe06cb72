import { ACCOUNT_ORDERS_COPY as COPY } from "@/content/account-orders";
import { Link } from "@/components/ui/link";
import { Pager } from "@/components/ui/pager";
import type { OwnOrdersPage } from "@/lib/account";
import { OrderCard } from "./order-card";

/** `?orders=N` (plain links, so paging works without JavaScript), back to this section. */
function pageHref(page: number): string {
  return `/brampton/account${page > 1 ? `?orders=${page}` : ""}#orders`;
}

/** The account's orders, newest first, a page at a time, each with its lines and totals. */
export function OrdersSection({ orders }: { orders: OwnOrdersPage }) {
  return (
    <section id="orders" aria-labelledby="orders-heading" className="rounded-2xl border border-line bg-surface p-4 sm:p-6 md:col-span-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="orders-heading" className="text-lg font-semibold">{COPY.heading}</h2>
        {orders.total > 0 ? <p className="text-sm text-ink-muted">{COPY.count(orders.total)}</p> : null}
      </div>
      {orders.orders.length === 0 ? (
        <div className="mt-4 rounded-xl bg-surface-muted p-6 text-center">
          <p className="text-ink-muted">{COPY.empty}</p>
          <Link href="/brampton/shop" className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
            {COPY.browse}
          </Link>
        </div>
      ) : (
        <>
          <ol className="mt-4 space-y-4">
            {orders.orders.map((o) => (
              <li key={o.orderNumber}>
                <OrderCard order={o} />
              </li>
            ))}
          </ol>
          <Pager page={orders.page} pageCount={orders.pageCount} href={pageHref} label={COPY.pagerLabel} className="mt-4" />
        </>
      )}
      <p className="mt-6 text-sm text-ink-muted">
        {COPY.bookPrompt}{" "}
        <Link href="/brampton/book-exam" className="font-medium text-brand-700 underline dark:text-brand-300">
          {COPY.bookLink}
        </Link>{" "}
        {COPY.bookSuffix}
      </p>
    </section>
  );
}
