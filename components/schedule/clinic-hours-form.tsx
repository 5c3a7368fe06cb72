"use client";

import { useState } from "react";
import { inputClass } from "@/components/admin/form-parts";
import { buttonClass } from "@/components/ui/button";
import { timeValue } from "@/lib/schedule/days";
import type { Week } from "@/lib/schedule/types";
import { DAY_NAMES } from "./words";
import { saveClinicHoursAction } from "./actions";
import { AffectedList } from "./affected-list";
import { useScheduleSave } from "./use-schedule-save";

type Row = { weekday: number; closed: boolean; open: string; close: string };
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/** One clinic's week: "Saturday open", "Saturday close", "Saturday closed" per day, saved by "Save hours". */
export function ClinicHoursForm({ clinicId, clinicName, hours }: { clinicId: string; clinicName: string; hours: Week }) {
  const [rows, setRows] = useState<Row[]>(() =>
    ORDER.map((d) => ({ weekday: d, closed: hours[d] === null, open: hours[d] ? timeValue(hours[d]!.open) : "09:00", close: hours[d] ? timeValue(hours[d]!.close) : "17:00" })),
  );
  const { save, saving, error, fieldError, pending, setPending } = useScheduleSave(saveClinicHoursAction, `Hours saved for ${clinicName}.`);
  const set = (i: number, patch: Partial<Row>) => setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const input = { clinicId, days: rows };
  const id = (weekday: number, part: string) => `hours-${clinicId}-${weekday}-${part}`;

  return (
    <form
      className="rounded-2xl border border-line bg-surface p-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save(input);
      }}
      aria-labelledby={`hours-${clinicId}-heading`}
    >
      <h3 id={`hours-${clinicId}-heading`} className="text-lg font-semibold text-ink">{clinicName}</h3>
      <div className="mt-3 space-y-2">
        {rows.map((r, i) => {
          const day = DAY_NAMES[r.weekday];
          const closeError = fieldError(`days.${i}.close`);
          const openError = fieldError(`days.${i}.open`);
          return (
            <fieldset key={r.weekday} className="grid grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[7rem_8rem_8rem_1fr]">
              <legend className="sr-only">{day}</legend>
              <span aria-hidden className="text-sm font-medium text-ink">{day}</span>
              <TimeInput id={id(r.weekday, "open")} label={`${day} open`} value={r.open} disabled={r.closed} error={openError} onChange={(open) => set(i, { open })} />
              <TimeInput id={id(r.weekday, "close")} label={`${day} close`} value={r.close} disabled={r.closed} error={closeError} onChange={(close) => set(i, { close })} />
              <label className="col-span-3 flex items-center gap-2 text-sm text-ink sm:col-span-1">
                <input type="checkbox" checked={r.closed} onChange={(e) => set(i, { closed: e.target.checked })} className="size-4 accent-brand-600" />
                <span>
                  <span className="sr-only">{day} </span>closed
                </span>
              </label>
              {openError ? <p id={`${id(r.weekday, "open")}-error`} className="col-span-full text-sm text-red-700 dark:text-red-300">{openError}</p> : null}
              {closeError ? <p id={`${id(r.weekday, "close")}-error`} className="col-span-full text-sm text-red-700 dark:text-red-300">{closeError}</p> : null}
            </fieldset>
          );
        })}
      </div>
      {error && !error.field?.startsWith("days.") ? <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">{error.message}</p> : null}
      {pending ? (
        <div className="mt-3">
          <AffectedList affected={pending.affected} message={pending.message} busy={saving} onKeep={() => void save(pending.input, "keep")} onCancel={() => void save(pending.input, "cancel")} onBack={() => setPending(null)} />
        </div>
      ) : null}
      <button type="submit" disabled={saving} className={buttonClass("primary", "sm", "mt-4")}>Save hours</button>
    </form>
  );
}

/** One time of one day, named by the day ("Saturday close"); its message is shown under the row. */
function TimeInput({ id, label, value, disabled, error, onChange }: { id: string; label: string; value: string; disabled: boolean; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="sr-only">{label}</label>
      <input
        id={id}
        type="time"
        step={300}
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
    </div>
  );
}
