import { CancelByClinicButton } from "@/components/appointments/day-controls";
import { ExamRefund } from "@/components/payments/exam-refund";
import { MarkSeen } from "@/components/payments/mark-seen";
import { NoShowButton } from "./no-show-button";
import { receiptHref } from "@/components/payments/order-payments";
import { Link } from "@/components/ui/link";
import { ACCOUNT_RECEIPTS_COPY as R, PAYMENT_COPY as C } from "@/content/payments";
import type { ReceiptSummary } from "@/lib/receipts/read";

/**
 * A day-sheet row's actions: "Mark seen" (from the visit's day on), "Mark no-show" once its start
 * has passed, and "Cancel" while it is booked; once seen, the receipt (or the OHIP record) the
 * clinic can open; once a no-show, "No-show" and its "Undo" until the day ends.
 */
export function VisitActions({ id, label, status, receipt, canMarkSeen, today, nextExamDue, noShow }: {
  id: string; label: string; status: string; receipt: ReceiptSummary | null; canMarkSeen: boolean; today: string; nextExamDue: string | null;
  noShow: { at: string | null; started: boolean; isToday: boolean };
}) {
  if (receipt) {
    return (
      <div className="flex flex-col items-end gap-1">
        <span className="text-xs font-medium text-ink-muted">{C.seenLabel} · {R.kinds[receipt.kind]}</span>
        <Link href={receiptHref(receipt.number)} className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
          {receipt.kind === "refund" ? C.refundLink(receipt.number) : C.receiptLink(receipt.number)}
        </Link>
        {receipt.kind === "receipt" && receipt.paid > 0 ? <ExamRefund bookingId={id} label={label} today={today} /> : null}
      </div>
    );
  }
  if (status === "cancelled") return null;
  if (noShow.at) return <NoShowButton id={id} label={label} marked canUndo={noShow.isToday} />;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {canMarkSeen && status !== "completed" ? <MarkSeen bookingId={id} label={label} today={today} nextExamDue={nextExamDue} /> : null}
      {noShow.started && status !== "completed" ? <NoShowButton id={id} label={label} marked={false} canUndo={false} /> : null}
      <CancelByClinicButton id={id} label={label} />
    </div>
  );
}
