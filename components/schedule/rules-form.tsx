"use client";

import { useState } from "react";
import { inputClass } from "@/components/admin/form-parts";
import { buttonClass } from "@/components/ui/button";
import type { BookingRules } from "@/lib/schedule/types";
import type { BookingRulesInput } from "@/lib/validations/schedule";
import { saveBookingRulesAction } from "./actions";
import { AffectedList } from "./affected-list";
import { describedBy, DialogField } from "./schedule-dialog";
import { useScheduleSave } from "./use-schedule-save";

/** Booking rules: each service's length, exam rooms per clinic, notice, how far ahead, the step. */
export function RulesForm({ rules, clinics }: { rules: BookingRules; clinics: { id: string; name: string; rooms: number }[] }) {
  const [v, setV] = useState({
    services: Object.entries(rules.serviceMinutes).map(([service, minutes]) => ({ service, minutes: String(minutes) })),
    rooms: clinics.map((c) => ({ clinicId: c.id, rooms: String(c.rooms) })),
    leadMinutes: String(rules.leadMinutes),
    horizonDays: String(rules.horizonDays),
    stepMinutes: String(rules.stepMinutes),
  });
  const { save, saving, error, fieldError, pending, setPending } = useScheduleSave(saveBookingRulesAction, "Booking rules saved.");
  const input = v as unknown as BookingRulesInput;
  const fe = (f: string) => fieldError(f);
  return (
    <form
      noValidate
      className="space-y-4 rounded-2xl border border-line bg-surface p-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save(input);
      }}
    >
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Length of each service (minutes)</legend>
        {v.services.map((s, i) => (
          <DialogField key={s.service} id={`rule-service-${i}`} label={s.service} error={fe(`services.${i}.minutes`)}>
            <input {...describedBy(`rule-service-${i}`, fe(`services.${i}.minutes`))} inputMode="numeric" value={s.minutes} onChange={(e) => setV((x) => ({ ...x, services: x.services.map((y, j) => (j === i ? { ...y, minutes: e.target.value } : y)) }))} className={inputClass} />
          </DialogField>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Exam rooms</legend>
        {v.rooms.map((r, i) => (
          <DialogField key={r.clinicId} id={`rule-rooms-${i}`} label={`Exam rooms at ${clinics[i].name}`} error={fe(`rooms.${i}.rooms`)}>
            <input {...describedBy(`rule-rooms-${i}`, fe(`rooms.${i}.rooms`))} inputMode="numeric" value={r.rooms} onChange={(e) => setV((x) => ({ ...x, rooms: x.rooms.map((y, j) => (j === i ? { ...y, rooms: e.target.value } : y)) }))} className={inputClass} />
          </DialogField>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <DialogField id="rule-lead" label="Minimum notice (minutes)" error={fe("leadMinutes")}>
          <input {...describedBy("rule-lead", fe("leadMinutes"))} inputMode="numeric" value={v.leadMinutes} onChange={(e) => setV((x) => ({ ...x, leadMinutes: e.target.value }))} className={inputClass} />
        </DialogField>
        <DialogField id="rule-horizon" label="How far ahead (days)" error={fe("horizonDays")}>
          <input {...describedBy("rule-horizon", fe("horizonDays"))} inputMode="numeric" value={v.horizonDays} onChange={(e) => setV((x) => ({ ...x, horizonDays: e.target.value }))} className={inputClass} />
        </DialogField>
        <DialogField id="rule-step" label="Start-time step (minutes)" error={fe("stepMinutes")}>
          <select {...describedBy("rule-step", fe("stepMinutes"))} value={v.stepMinutes} onChange={(e) => setV((x) => ({ ...x, stepMinutes: e.target.value }))} className={inputClass}>
            {[5, 10, 15, 20, 30, 60].map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </DialogField>
      </div>
      {error && !error.field ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{error.message}</p> : null}
      {pending ? <AffectedList affected={pending.affected} message={pending.message} busy={saving} onKeep={() => void save(pending.input, "keep")} onCancel={() => void save(pending.input, "cancel")} onBack={() => setPending(null)} /> : null}
      <button type="submit" disabled={saving} className={buttonClass("primary", "sm")}>Save rules</button>
    </form>
  );
}
