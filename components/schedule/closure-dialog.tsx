"use client";

import { useState } from "react";
import { inputClass } from "@/components/admin/form-parts";
import type { StaffMember } from "@/lib/schedule/types";
import type { ClosureInput } from "@/lib/validations/schedule";
import { saveClosureAction } from "./actions";
import { describedBy, DialogField, ScheduleDialog } from "./schedule-dialog";
import { useScheduleSave } from "./use-schedule-save";

type Clinic = { id: string; name: string };

/**
 * "Add closure": a date range closed all day, or special hours ("Open"/"Close"), for one clinic
 * or both, with a note patients see. With `staff`, the same form records a person's time off.
 */
export function ClosureDialog({ clinics, staff, today, open, onOpenChange }: { clinics: Clinic[]; staff?: StaffMember[]; today: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const timeOff = !!staff;
  const [v, setV] = useState<ClosureInput>({ clinicId: "all", staffId: staff?.[0]?.id ?? "", from: today, to: today, closedAllDay: true, open: "09:00", close: "13:00", note: "" });
  const { save, saving, error, fieldError, pending, setPending } = useScheduleSave(saveClosureAction, timeOff ? "Time off added." : "Closure added.", () => onOpenChange(false));
  const set = (patch: Partial<ClosureInput>) => setV((x) => ({ ...x, ...patch }));
  const fe = (f: string) => fieldError(f);
  const own = ["from", "to", "open", "close", "note"];
  return (
    <ScheduleDialog
      open={open}
      onOpenChange={onOpenChange}
      title={timeOff ? "Add time off" : "Add closure"}
      saving={saving}
      error={error && !own.includes(error.field ?? "") ? error.message : null}
      pending={pending}
      onSubmit={() => void save(v)}
      onAnswer={(a) => pending && void save(pending.input, a)}
      onBack={() => setPending(null)}
    >
      {timeOff ? (
        <DialogField id="closure-staff" label="Optometrist">
          <select id="closure-staff" value={v.staffId} onChange={(e) => set({ staffId: e.target.value })} className={inputClass}>
            {staff!.map((s) => <option key={s.id} value={s.id}>{s.title}</option>)}
          </select>
        </DialogField>
      ) : (
        <DialogField id="closure-clinic" label="Clinic">
          <select id="closure-clinic" value={v.clinicId} onChange={(e) => set({ clinicId: e.target.value })} className={inputClass}>
            <option value="all">Both clinics</option>
            {clinics.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
        </DialogField>
      )}
      <div className="grid grid-cols-2 gap-4">
        <DialogField id="closure-from" label="From" error={fe("from")}>
          <input {...describedBy("closure-from", fe("from"))} type="date" value={v.from} onChange={(e) => set({ from: e.target.value })} className={inputClass} />
        </DialogField>
        <DialogField id="closure-to" label="To" error={fe("to")}>
          <input {...describedBy("closure-to", fe("to"))} type="date" value={v.to} onChange={(e) => set({ to: e.target.value })} className={inputClass} />
        </DialogField>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" className="size-4 accent-brand-600" checked={v.closedAllDay} onChange={(e) => set({ closedAllDay: e.target.checked })} />
        Closed all day
      </label>
      {v.closedAllDay ? null : (
        <div className="grid grid-cols-2 gap-4">
          <DialogField id="closure-open" label="Open" error={fe("open")}>
            <input {...describedBy("closure-open", fe("open"))} type="time" step={300} value={v.open} onChange={(e) => set({ open: e.target.value })} className={inputClass} />
          </DialogField>
          <DialogField id="closure-close" label="Close" error={fe("close")}>
            <input {...describedBy("closure-close", fe("close"))} type="time" step={300} value={v.close} onChange={(e) => set({ close: e.target.value })} className={inputClass} />
          </DialogField>
        </div>
      )}
      <DialogField id="closure-note" label="Note" error={fe("note")}>
        <input {...describedBy("closure-note", fe("note"))} value={v.note} placeholder={timeOff ? "Conference" : "Closed for the holidays"} onChange={(e) => set({ note: e.target.value })} className={inputClass} />
      </DialogField>
    </ScheduleDialog>
  );
}
