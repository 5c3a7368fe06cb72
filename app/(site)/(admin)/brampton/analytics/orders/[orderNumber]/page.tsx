import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackToOrders, OrderDetailView } from "@/components/analytics/order-detail";
import { ORDER_ADMIN_COPY as COPY } from "@/content/order-admin";
import { openOrderPrescriptions } from "@/lib/access-log/log";
import { accessorOf } from "@/lib/access-log/request";
import { requireAdminPage } from "@/lib/admin/guard";
import { getOrderDetail, type OrderDetail } from "@/lib/analytics/order-detail";
import { getDb } from "@/lib/db";
import { orderNumberSchema } from "@/lib/validations/analytics";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { orderPaymentState } from "@/lib/receipts/read";
import { OrderPayments, refundLines } from "@/components/payments/order-payments";

// Per request, per admin: an order's prescriptions are never cached or prerendered, and the
// uploaded file's link is signed afresh on each render (it expires within minutes).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ orderNumber: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNumber } = await params;
  const valid = orderNumberSchema.safeParse(orderNumber).success;
  return { title: valid ? COPY.title(orderNumber) : "Order", robots: { index: false, follow: false } };
}

export default async function OrderPage({ params }: Props) {
  const { orderNumber } = await params;
  const valid = orderNumberSchema.safeParse(orderNumber).success;
  // Only a well-formed number goes back into the sign-in link.
  const session = await requireAdminPage(valid ? `/brampton/analytics/orders/${orderNumber}` : "/brampton/analytics?tab=orders", ["orders", "prescriptions"]);
  if (!valid) notFound();
  let order: OrderDetail | null;
  try {
    order = await getOrderDetail(await getDb(), { kind: "user", userId: session.userId, email: session.email }, orderNumber);
  } catch (err) {
    console.error("analytics: order load failed", (err as Error).message);
    return (
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        <BackToOrders />
        <p role="alert" className="rounded-2xl border border-line bg-surface px-5 py-10 text-center text-ink-muted">
          {COPY.loadFailed}
        </p>
      </div>
    );
  }
  if (!order) notFound();
  // Opening the order opens its prescriptions: logged as allowed or refused, whatever the role.
  const me = { kind: "user" as const, userId: session.userId, email: session.email };
  await openOrderPrescriptions(await getDb(), me, await accessorOf(session), order.id);
  const payments = await orderPaymentState(await getDb(), { kind: "user", userId: session.userId, email: session.email }, order.id);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <OrderDetailView
        order={order}
        payments={
          <OrderPayments
            order={{
              id: order.id,
              orderNumber: order.orderNumber,
              status: order.status,
              paymentStatus: order.paymentStatus,
              dispensedBy: payments.dispensedBy,
              lines: refundLines(order),
            }}
            receipts={payments.receipts}
            balance={payments.balance}
            paid={payments.paid}
            today={todayInToronto()}
            staff={payments.staff}
            dispensing={payments}
          />
        }
      />
    </div>
  );
}
