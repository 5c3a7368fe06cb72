"use client";

import { CalendarClock, XCircle } from "@/components/ui/icons";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { cancelAppointmentAction, loadMoveScheduleAction, moveAppointmentAction, setVisitRemindersAction } from "@/components/booking/actions";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import type { ManagedAppointment, ManagedVisit } from "@/lib/booking/manage";
import { BRAND } from "@/content/brand";
import { SERVICE_KEYS } from "@/content/schedule";
import { ReminderSwitch } from "./reminder-switch";
import { TimePicker, type ScheduleState } from "./time-picker";
import { EarlierTime } from "@/components/waitlist/earlier-time";
import type { BookingTeam } from "@/lib/schedule/team";

/** What "Offer me an earlier time" needs: the clinic's name, its team, and each appointment's live request (its latest date). */
export type EarlierChoices = { clinicName: string; team: Pick<BookingTeam, "optometrists" | "languages">; asked: Record<string, string | null> };

type OkVisit = Extract<ManagedVisit, { state: "ok" }>;

/** The appointments behind one manage link, each with Cancel and Change time. */
export function ManageVisit({ token, initial, reminders, earlier }: { token: string; initial: OkVisit; reminders: boolean; earlier?: EarlierChoices }) {
  const t = useTranslations("manageVisit");
  const booking = useTranslations("booking");
  const failed = useTranslations("manage")("failed");
  const locale = useLocale();
  const [visit, setVisit] = useState<OkVisit>(initial);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<ManagedAppointment | null>(null);
  const [moving, setMoving] = useState<ManagedAppointment | null>(null);

  const apply = (next: ManagedVisit) => {
    if (next.state === "ok") setVisit(next);
  };

  const cancel = async (a: ManagedAppointment) => {
    setBusy(true);
    const result = await cancelAppointmentAction({ token, bookingId: a.id, locale }).catch(() => null);
    setBusy(false);
    setConfirming(null);
    if (!result?.ok) return void toast.error(result?.error ?? failed);
    apply(result.visit);
    toast.success(t("cancelledToast", { name: a.name, when: a.when }));
  };

  return (
    <>
      <ul className="mt-8 space-y-4">
        {visit.appointments.map((a) => (
          <li key={a.id} className="rounded-2xl border border-line bg-surface p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-ink">{a.name}</p>
                <p className="text-ink">{booking(`services.${SERVICE_KEYS[a.serviceType]}`)}</p>
                <p className={a.status === "cancelled" ? "text-ink-muted line-through" : "text-ink"}>{a.when}</p>
                {a.optometrist ? <p className="text-ink-muted">{t("withOptometrist", { name: a.optometrist })}</p> : null}
                {a.status === "cancelled" ? <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{t("cancelled")}</p> : null}
              </div>
              {a.changeable ? (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={buttonClass("outline", "sm")} onClick={() => setMoving(a)}>
                    <CalendarClock aria-hidden className="size-4" /> {t("changeTime")}
                  </button>
                  <button type="button" className={buttonClass("outline", "sm")} onClick={() => setConfirming(a)}>
                    <XCircle aria-hidden className="size-4" /> {t("cancel")}
                  </button>
                </div>
              ) : null}
            </div>
            {a.changeable && earlier ? (
              <EarlierTime
                token={token}
                bookingId={a.id}
                clinicName={earlier.clinicName}
                optometrists={earlier.team.optometrists.filter((o) => o.services.includes(a.serviceType))}
                languages={earlier.team.languages}
                asked={earlier.asked[a.id] ?? null}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {visit.appointments.some((a) => a.changeable) ? (
        <div className="mt-6 rounded-2xl border border-line bg-surface p-5">
          <ReminderSwitch initial={reminders} save={(on) => setVisitRemindersAction({ token, on, locale })} />
        </div>
      ) : null}
      <p className="mt-6 text-sm text-ink-muted">{t("changesByMail", { email: visit.email })}</p>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("cancelTitle")}
        description={confirming ? `${confirming.name}, ${confirming.when}` : ""}
        keepLabel={t("keep")}
        confirmLabel={t("yesCancel")}
        pending={busy}
        onConfirm={() => confirming && cancel(confirming)}
      />
      {moving ? <MoveDialog token={token} appointment={moving} onClose={() => setMoving(null)} onMoved={apply} /> : null}
    </>
  );
}

export function MoveDialog({ token, appointment, onClose, onMoved }: { token: string; appointment: ManagedAppointment; onClose: () => void; onMoved: (v: ManagedVisit) => void }) {
  const t = useTranslations("manageVisit");
  const errors = useTranslations("booking.errors");
  const failed = useTranslations("manage")("failed");
  const locale = useLocale();
  const [schedule, setSchedule] = useState<ScheduleState>({ status: "loading" });
  const [slot, setSlot] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const fetchSchedule = useCallback(
    async (date?: string) => scheduleState(await loadMoveScheduleAction({ token, bookingId: appointment.id, date, locale }).catch(() => null), errors("schedule")),
    [token, appointment.id, locale, errors],
  );
  useEffect(() => {
    let live = true;
    void fetchSchedule().then((state) => live && setSchedule(state));
    return () => {
      live = false;
    };
  }, [fetchSchedule]);
  const pickDay = (date: string) => {
    setSchedule((s) => (s.status === "ready" ? { ...s, date, loadingTimes: true } : { status: "loading" }));
    setSlot("");
    void fetchSchedule(date).then(setSchedule);
  };

  const save = async () => {
    if (!slot) return setNotice(errors("time"));
    setSaving(true);
    const result = await moveAppointmentAction({ token, bookingId: appointment.id, slot, locale }).catch(() => null);
    setSaving(false);
    if (!result) return void toast.error(failed);
    if (!result.ok) {
      setNotice(result.error);
      if (result.slots) setSchedule((s) => ({ status: "ready", days: s.status === "ready" ? s.days : [], date: null, slots: result.slots!, nearest: true }));
      setSlot("");
      return;
    }
    onMoved(result.visit);
    toast.success(t("moved"));
    onClose();
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("changeTime")} description={t("moveDescription", { name: appointment.name, when: appointment.when })} size="xl">
      <div className="space-y-3 overflow-y-auto px-5 py-4 sm:px-6">
        {notice ? <p role="alert" className="rounded-lg border border-accent-400 bg-accent-300/15 p-3 text-sm font-medium text-ink">{notice}</p> : null}
        <TimePicker
          state={schedule}
          either={false}
          people={1}
          slotField={{ name: "slot", onChange: (e) => setSlot(e.target.value) }}
          onDay={pickDay}
          phone={BRAND.phone}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4 sm:px-6">
        <button type="button" className={buttonClass("outline", "md")} onClick={onClose}>{t("keepTime")}</button>
        <button type="button" className={buttonClass("primary", "md")} disabled={saving} onClick={save}>
          {saving ? <Spinner className="size-4" /> : null} {t("moveTo")}
        </button>
      </div>
    </Modal>
  );
}

function scheduleState(result: Awaited<ReturnType<typeof loadMoveScheduleAction>> | null, fallback: string): ScheduleState {
  return result?.ok ? { status: "ready", ...result.schedule } : { status: "error", message: result?.error ?? fallback };
}
