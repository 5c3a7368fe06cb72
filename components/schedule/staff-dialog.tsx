"use client";

import { useState } from "react";
import { inputClass } from "@/components/admin/form-parts";
import { SERVICE_TYPES } from "@/content/schedule";
import { SPOKEN_LANGUAGES } from "@/content/staff-languages";
import type { StaffMember } from "@/lib/schedule/types";
import type { StaffInput } from "@/lib/validations/schedule";
import { saveStaffAction } from "./actions";
import { describedBy, DialogField, ScheduleDialog } from "./schedule-dialog";
import { useScheduleSave } from "./use-schedule-save";
import { ROLE_NAMES } from "./words";

const EMPTY: StaffInput = { id: "", name: "", title: "", role: "optometrist", registrationNumber: "", languages: ["en"], services: [...SERVICE_TYPES], bio: "", active: true };

/** "Add optometrist" (or Edit): name, title, role, registration number, languages, services, bio, active. */
export function StaffDialog({ person, open, onOpenChange }: { person?: StaffMember; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [v, setV] = useState<StaffInput>(() =>
    person
      ? { id: person.id, name: person.name, title: person.title, role: person.role, registrationNumber: person.registrationNumber, languages: person.languages as never, services: person.services as never, bio: person.bio, active: person.active }
      : EMPTY,
  );
  const { save, saving, error, fieldError, pending, setPending } = useScheduleSave(saveStaffAction, person ? `${v.name} saved.` : `${v.name} added.`, () => onOpenChange(false));
  const set = (patch: Partial<StaffInput>) => setV((x) => ({ ...x, ...patch }));
  const toggle = <T extends string>(list: T[] | undefined, item: T) => (list ?? []).includes(item) ? (list ?? []).filter((x) => x !== item) : [...(list ?? []), item];
  const fe = (f: string) => fieldError(f);
  return (
    <ScheduleDialog
      open={open}
      onOpenChange={onOpenChange}
      title={person ? `Edit ${person.name}` : "Add optometrist"}
      saving={saving}
      error={error && !["name", "title", "registrationNumber", "bio"].includes(error.field ?? "") ? error.message : null}
      pending={pending}
      onSubmit={() => void save(v)}
      onAnswer={(a) => pending && void save(pending.input, a)}
      onBack={() => setPending(null)}
    >
      <DialogField id="staff-name" label="Name" error={fe("name")}>
        <input {...describedBy("staff-name", fe("name"))} value={v.name} onChange={(e) => set({ name: e.target.value })} className={inputClass} autoComplete="off" />
      </DialogField>
      <DialogField id="staff-title" label="Title" error={fe("title")}>
        <input {...describedBy("staff-title", fe("title"))} value={v.title} placeholder="Dr. Jane Doe, OD" onChange={(e) => set({ title: e.target.value })} className={inputClass} />
      </DialogField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DialogField id="staff-role" label="Role">
          <select id="staff-role" value={v.role} onChange={(e) => set({ role: e.target.value as StaffInput["role"] })} className={inputClass}>
            {Object.entries(ROLE_NAMES).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </DialogField>
        <DialogField id="staff-registration" label="Registration number" error={fe("registrationNumber")}>
          <input {...describedBy("staff-registration", fe("registrationNumber"))} value={v.registrationNumber} onChange={(e) => set({ registrationNumber: e.target.value })} className={inputClass} />
        </DialogField>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Languages</legend>
        <div className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3">
          {SPOKEN_LANGUAGES.map((l) => (
            <label key={l.code} className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand-600" checked={(v.languages ?? []).includes(l.code)} onChange={() => set({ languages: toggle(v.languages, l.code) })} />
              {l.name}
            </label>
          ))}
        </div>
      </fieldset>
      {v.role === "optometrist" ? (
        <fieldset>
          <legend className="text-sm font-medium text-ink">Services</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {SERVICE_TYPES.map((s) => (
              <label key={s} className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" className="size-4 accent-brand-600" checked={(v.services ?? []).includes(s)} onChange={() => set({ services: toggle(v.services, s) })} />
                {s}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-ink-muted">Opticians dispense glasses and are never booked for exams.</p>
      )}
      <DialogField id="staff-bio" label="Bio" error={fe("bio")}>
        <textarea {...describedBy("staff-bio", fe("bio"))} rows={3} value={v.bio} onChange={(e) => set({ bio: e.target.value })} className={inputClass} />
      </DialogField>
      <label className="flex items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" className="size-4 accent-brand-600" checked={v.active ?? true} onChange={(e) => set({ active: e.target.checked })} />
        Active
      </label>
    </ScheduleDialog>
  );
}
