import { Link } from "@/components/ui/link";
import type { OrderSummary } from "@/lib/account";
import { formatLongDate, formatPrice } from "@/lib/format";

/** The account's orders, newest first. */
export function OrdersSection({ orders }: { orders: OrderSummary[] }) {
  return (
    <section aria-labelledby="orders-heading" className="rounded-2xl border border-line bg-surface p-6 md:col-span-2">
      <h2 id="orders-heading" className="text-lg font-semibold">Orders</h2>
      {orders.length === 0 ? (
        <div className="mt-4 rounded-xl bg-surface-muted p-6 text-center">
          <p className="text-ink-muted">You have not placed an order with this account yet.</p>
          <Link href="/brampton/shop" className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
            Browse eyewear
          </Link>
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">Order</th>
                <th scope="col" className="py-2 pr-4 font-medium">Date</th>
                <th scope="col" className="py-2 pr-4 font-medium">Items</th>
                <th scope="col" className="py-2 pr-4 font-medium">Status</th>
                <th scope="col" className="py-2 text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.order_number} className="border-t border-line">
                  <td className="py-3 pr-4 font-mono">{o.order_number}</td>
                  <td className="py-3 pr-4">{formatLongDate(o.created_at)}</td>
                  <td className="py-3 pr-4">{o.item_count}</td>
                  <td className="py-3 pr-4 capitalize">
                    {o.status} · payment {o.payment_status}
                  </td>
                  <td className="py-3 text-right font-medium">{formatPrice(o.total_amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-6 text-sm text-ink-muted">
        Need an eye exam? <Link href="/brampton/book-exam" className="font-medium text-brand-700 underline dark:text-brand-300">Book online</Link> in a minute.
      </p>
    </section>
  );
}
