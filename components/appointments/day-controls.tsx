"use client";

import { CalendarOff } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { cancelByClinicAction, closeDayAction, reopenDayAction } from "@/components/appointments/actions";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";


export function CancelByClinicButton({ id, label }: { id: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const router = useRouter();
  const confirm = () =>
    start(async () => {
      const result = await cancelByClinicAction(id).catch(() => ({ ok: false as const, error: "Failed to update appointments. Please try again." }));
      if (!result.ok) return void toast.error(result.error);
      setOpen(false);
      toast.success(`Cancelled ${label}. The patient has been e-mailed.`);
      router.refresh();
    });
  return (
    <>
      <button type="button" className={buttonClass("outline", "sm")} onClick={() => setOpen(true)} aria-label={`Cancel ${label}`}>
        Cancel
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this appointment?"
        description={`${label}. The patient is e-mailed a cancellation.`}
        keepLabel="Keep it"
        confirmLabel="Yes, cancel"
        pending={pending}
        onConfirm={confirm}
      />
    </>
  );
}

/** Whether the day is open, and closing or reopening it, listing what is booked first. */
export function DayClosure({
  clinic,
  clinicName,
  date,
  closed,
  holiday,
  booked,
}: {
  clinic: string;
  clinicName: string;
  date: string;
  closed: { reason: string | null } | null;
  holiday: boolean;
  booked: { id: string; label: string }[];
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, start] = useTransition();
  const router = useRouter();
  const act = (work: () => Promise<{ ok: boolean; error?: string }>, done: string) =>
    start(async () => {
      const result = await work().catch(() => ({ ok: false, error: "Failed to update appointments. Please try again." }));
      if (!result.ok) return void toast.error(result.error ?? "Failed to update appointments. Please try again.");
      setOpen(false);
      toast.success(done);
      router.refresh();
    });

  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4">
      <p className="flex items-center gap-2 text-sm text-ink">
        <CalendarOff aria-hidden className="size-5 text-ink-muted" />
        {closed
          ? `Closed to new bookings${closed.reason ? `: ${closed.reason}` : ""}.`
          : holiday
            ? "A public holiday: both clinics are closed to bookings."
            : `Open for online booking at ${clinicName}.`}
      </p>
      {closed ? (
        <button type="button" className={buttonClass("outline", "sm")} disabled={pending} onClick={() => act(() => reopenDayAction({ clinic, date }), "The day is open for booking again.")}>
          Reopen this day
        </button>
      ) : holiday ? null : (
        <button type="button" className={buttonClass("outline", "sm")} onClick={() => setOpen(true)}>
          Close this day
        </button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Close ${clinicName} to new bookings on this day?`}
        description="Patients will no longer see times on this day."
        keepLabel="Keep it open"
        confirmLabel="Close the day"
        pending={pending}
        onConfirm={() => act(() => closeDayAction({ clinic, date, reason }), "The day is closed to new bookings.")}
      >
        {booked.length ? (
          <div>
            <p className="text-sm font-medium text-ink">{booked.length} {booked.length === 1 ? "appointment is" : "appointments are"} already booked and stay booked until you cancel them:</p>
            <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-ink">
              {booked.map((b) => <li key={b.id}>{b.label}</li>)}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-ink-muted">Nothing is booked on this day.</p>
        )}
        <label htmlFor="close-reason" className="mt-4 block text-sm font-medium text-ink">Reason <span className="font-normal text-ink-muted">(optional, for the team)</span></label>
        <input id="close-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} className={`${inputClass} mt-1.5 text-sm`} />
      </ConfirmDialog>
    </div>
  );
}
