"use client";

import { useState } from "react";
import { inputClass } from "@/components/admin/form-parts";
import { buttonClass } from "@/components/ui/button";
import type { BookingRules } from "@/lib/schedule/types";
import { saveWaitlistRulesAction } from "./actions";
import { describedBy, DialogField } from "./schedule-dialog";
import { useScheduleSave } from "./use-schedule-save";

/** The booking rules' "Waitlist" section: how many patients are asked at once about a freed time, and how long each batch holds it. */
export function WaitlistRulesForm({ rules }: { rules: BookingRules["waitlist"] }) {
  const [v, setV] = useState({ batchSize: String(rules.batchSize), holdMinutes: String(rules.holdMinutes) });
  const { save, saving, error, fieldError } = useScheduleSave(saveWaitlistRulesAction, "Waitlist rules saved.");
  return (
    <form
      noValidate
      aria-labelledby="waitlist-rules-heading"
      className="space-y-4 rounded-2xl border border-line bg-surface p-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save(v);
      }}
    >
      <h3 id="waitlist-rules-heading" className="text-sm font-semibold text-ink">Waitlist</h3>
      <p className="text-sm text-ink-muted">A freed time is offered by e-mail to this many matching patients at once, in the order they joined; the next batch is asked when the hold ends. A time less than 24 hours away goes to every match at once.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <DialogField id="rule-waitlist-batch" label="Patients asked at once" error={fieldError("batchSize")}>
          <input {...describedBy("rule-waitlist-batch", fieldError("batchSize"))} inputMode="numeric" value={v.batchSize} onChange={(e) => setV((x) => ({ ...x, batchSize: e.target.value }))} className={inputClass} />
        </DialogField>
        <DialogField id="rule-waitlist-hold" label="Each batch holds the time (minutes)" error={fieldError("holdMinutes")}>
          <input {...describedBy("rule-waitlist-hold", fieldError("holdMinutes"))} inputMode="numeric" value={v.holdMinutes} onChange={(e) => setV((x) => ({ ...x, holdMinutes: e.target.value }))} className={inputClass} />
        </DialogField>
      </div>
      {error && !error.field ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{error.message}</p> : null}
      <button type="submit" disabled={saving} className={buttonClass("primary", "sm")}>Save waitlist rules</button>
    </form>
  );
}
