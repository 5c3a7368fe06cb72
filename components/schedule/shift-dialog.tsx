"use client";

import { useState } from "react";
import { inputClass } from "@/components/admin/form-parts";
import type { StaffMember } from "@/lib/schedule/types";
import type { ShiftInput } from "@/lib/validations/schedule";
import { saveShiftAction } from "./actions";
import { describedBy, DialogField, ScheduleDialog } from "./schedule-dialog";
import { useScheduleSave } from "./use-schedule-save";
import { DAY_NAMES } from "./words";

type Clinic = { id: string; name: string };

/** "Add shift": optometrist, clinic, day, start, end, and an optional first and last date. */
export function ShiftDialog({ staff, clinics, open, onOpenChange }: { staff: StaffMember[]; clinics: Clinic[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [v, setV] = useState<ShiftInput>({ staffId: staff[0]?.id ?? "", clinicId: clinics[0]?.id ?? "", weekday: 1, start: "09:00", end: "17:00", firstDate: "", lastDate: "" });
  const { save, saving, error, fieldError, pending, setPending } = useScheduleSave(saveShiftAction, "Shift added.", () => onOpenChange(false));
  const set = (patch: Partial<ShiftInput>) => setV((x) => ({ ...x, ...patch }));
  const fe = (f: string) => fieldError(f);
  const own = ["start", "end", "weekday", "lastDate", "firstDate"];
  return (
    <ScheduleDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add shift"
      saving={saving}
      error={error && !own.includes(error.field ?? "") ? error.message : null}
      pending={pending}
      onSubmit={() => void save(v)}
      onAnswer={(a) => pending && void save(pending.input, a)}
      onBack={() => setPending(null)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DialogField id="shift-staff" label="Optometrist">
          <select id="shift-staff" value={v.staffId} onChange={(e) => set({ staffId: e.target.value })} className={inputClass}>
            {staff.map((s) => <option key={s.id} value={s.id}>{s.title}</option>)}
          </select>
        </DialogField>
        <DialogField id="shift-clinic" label="Clinic">
          <select id="shift-clinic" value={v.clinicId} onChange={(e) => set({ clinicId: e.target.value })} className={inputClass}>
            {clinics.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
        </DialogField>
        <DialogField id="shift-day" label="Day" error={fe("weekday")}>
          <select {...describedBy("shift-day", fe("weekday"))} value={String(v.weekday)} onChange={(e) => set({ weekday: Number(e.target.value) })} className={inputClass}>
            {[1, 2, 3, 4, 5, 6, 0].map((d) => <option key={d} value={d}>{DAY_NAMES[d]}</option>)}
          </select>
        </DialogField>
        <div className="grid grid-cols-2 gap-2">
          <DialogField id="shift-start" label="Start" error={fe("start")}>
            <input {...describedBy("shift-start", fe("start"))} type="time" step={300} value={v.start} onChange={(e) => set({ start: e.target.value })} className={inputClass} />
          </DialogField>
          <DialogField id="shift-end" label="End" error={fe("end")}>
            <input {...describedBy("shift-end", fe("end"))} type="time" step={300} value={v.end} onChange={(e) => set({ end: e.target.value })} className={inputClass} />
          </DialogField>
        </div>
        <DialogField id="shift-first" label="First date" error={fe("firstDate")}>
          <input {...describedBy("shift-first", fe("firstDate"))} type="date" value={v.firstDate} onChange={(e) => set({ firstDate: e.target.value })} className={inputClass} />
        </DialogField>
        <DialogField id="shift-last" label="Last date" error={fe("lastDate")}>
          <input {...describedBy("shift-last", fe("lastDate"))} type="date" value={v.lastDate} onChange={(e) => set({ lastDate: e.target.value })} className={inputClass} />
        </DialogField>
      </div>
      <p className="text-xs text-ink-muted">A lunch break is two blocks. Leave the dates empty for a shift with no start or end.</p>
    </ScheduleDialog>
  );
}
