"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { openAppointmentAction, setRemindersAction } from "@/components/visits/actions";
import { cancelAppointmentAction } from "@/components/booking/actions";
import { MoveDialog } from "@/components/booking/manage-visit";
import { ReminderSwitch } from "@/components/booking/reminder-switch";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CalendarClock, XCircle } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import { APPOINTMENTS_COPY } from "@/content/appointments";
import type { OwnAppointment } from "@/lib/account/appointments";

/**
 * Change time and Cancel for one of the account's appointments. Each first asks the server for a
 * fresh manage link to this visit, then uses the manage page's own actions and dialogs, so the
 * rules and e-mails are the same; the page is then read again.
 */
export function AppointmentControls({ appointment }: { appointment: OwnAppointment }) {
  const router = useRouter();
  const [opening, setOpening] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const open = async (): Promise<string | null> => {
    setOpening(true);
    const result = await openAppointmentAction({ bookingId: appointment.id }).catch(() => null);
    setOpening(false);
    if (!result?.ok) {
      toast.error(result?.error ?? APPOINTMENTS_COPY.failed);
      return null;
    }
    return result.token;
  };

  const cancel = async () => {
    setCancelling(true);
    const token = await open();
    const result = token ? await cancelAppointmentAction({ token, bookingId: appointment.id }).catch(() => null) : null;
    setCancelling(false);
    setConfirming(false);
    if (!token) return;
    if (!result?.ok) return void toast.error(result?.error ?? APPOINTMENTS_COPY.failed);
    toast.success(APPOINTMENTS_COPY.cancelledToast(appointment.name, appointment.when));
    router.refresh();
  };

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClass("outline", "sm")}
        disabled={opening}
        aria-label={`${APPOINTMENTS_COPY.changeTime}: ${appointment.name}`}
        onClick={async () => setMoving(await open())}
      >
        <CalendarClock aria-hidden className="size-4" /> {APPOINTMENTS_COPY.changeTime}
      </button>
      <button
        type="button"
        className={buttonClass("outline", "sm")}
        aria-label={`${APPOINTMENTS_COPY.cancel}: ${appointment.name}`}
        onClick={() => setConfirming(true)}
      >
        <XCircle aria-hidden className="size-4" /> {APPOINTMENTS_COPY.cancel}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => !o && setConfirming(false)}
        title="Cancel this appointment?"
        description={`${appointment.name}, ${appointment.when}`}
        keepLabel="Keep it"
        confirmLabel="Yes, cancel"
        pending={cancelling}
        onConfirm={() => void cancel()}
      />
      {moving ? (
        <MoveDialog
          token={moving}
          appointment={appointment}
          onClose={() => setMoving(null)}
          onMoved={() => router.refresh()}
        />
      ) : null}
    </div>
  );
}

/** The visit's reminder e-mails, from the account. */
export function AccountReminderSwitch({ bookingId, initial }: { bookingId: string; initial: boolean }) {
  return <ReminderSwitch initial={initial} save={(on) => setRemindersAction({ bookingId, on })} />;
}
