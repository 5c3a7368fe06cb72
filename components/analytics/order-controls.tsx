"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { ORDER_STATUS_LABELS, nextStatuses, type OrderStatus } from "@/lib/validations/analytics";
import { Link } from "@/components/ui/link";
import { PAYMENT_COPY } from "@/content/payments";
import { setOrderStatusAction } from "./actions";

const small = "rounded-lg border border-line px-2.5 py-1 text-xs font-medium text-ink hover:bg-surface-muted disabled:opacity-50";

/** Moves an order along pending → confirmed → ready → delivered, cancels it, or leads to "Record payment". */
export function OrderControls({ orderId, orderNumber, status, paymentStatus, paymentHref }: { orderId: string; orderNumber: string; status: OrderStatus; paymentStatus: string; paymentHref?: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const forward = nextStatuses(status).filter((s) => s !== "cancelled");
  const canCancel = nextStatuses(status).includes("cancelled");

  const run = (action: () => Promise<{ ok: boolean; error?: string }>, done: string) =>
    start(async () => {
      const result = await action().catch(() => ({ ok: false, error: "Failed to update the order" }));
      if (!result.ok) toast.error(result.error ?? "Failed to update the order");
      else {
        toast.success(done);
        router.refresh();
      }
      setConfirmCancel(false);
    });

  if (!forward.length && !canCancel && !(paymentStatus === "pending" && paymentHref)) return <span className="text-xs text-ink-muted">—</span>;
  return (
    <div className="flex flex-wrap gap-1.5" aria-busy={pending || undefined}>
      {forward.map((s) => (
        <button
          key={s}
          type="button"
          disabled={pending}
          aria-label={`Mark order ${orderNumber} ${ORDER_STATUS_LABELS[s].toLowerCase()}`}
          onClick={() => run(() => setOrderStatusAction({ orderId, status: s }), `Order ${orderNumber} is ${s}`)}
          className={small}
        >
          Mark {ORDER_STATUS_LABELS[s].toLowerCase()}
        </button>
      ))}
      {paymentStatus === "pending" && status !== "cancelled" && paymentHref ? (
        // A payment is recorded with its amount, method and date, which issue the receipt: on the order's page.
        <Link href={paymentHref} aria-label={`Record payment for order ${orderNumber}`} className={small}>
          {PAYMENT_COPY.recordPayment}
        </Link>
      ) : null}
      {canCancel ? (
        confirmCancel ? (
          <button
            type="button"
            disabled={pending}
            aria-label={`Confirm: cancel order ${orderNumber} and put its stock back`}
            onClick={() => run(() => setOrderStatusAction({ orderId, status: "cancelled" }), `Order ${orderNumber} was cancelled and its stock put back`)}
            className="rounded-lg bg-red-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-red-800 disabled:opacity-50"
          >
            Confirm cancel
          </button>
        ) : (
          <button type="button" disabled={pending} aria-label={`Cancel order ${orderNumber}`} onClick={() => setConfirmCancel(true)} className={`${small} text-red-700 dark:text-red-400`}>
            Cancel
          </button>
        )
      ) : null}
    </div>
  );
}
