"use client";

import { useState } from "react";
import { inputClass } from "@/components/admin/form-parts";
import { buttonClass } from "@/components/ui/button";
import { TEXT_RULES_COPY as C } from "@/content/texts";
import { timeValue } from "@/lib/schedule/days";
import type { BookingRules } from "@/lib/schedule/types";
import { saveTextRulesAction } from "./actions";
import { describedBy, DialogField } from "./schedule-dialog";
import { useScheduleSave } from "./use-schedule-save";

/** The booking rules' "Texts" section (issue 54, the Owner's): no text between "Quiet from" and "Quiet until", Brampton time. */
export function TextRulesForm({ rules }: { rules: BookingRules["texts"] }) {
  const [v, setV] = useState({ quietFrom: timeValue(rules.quietFrom), quietUntil: timeValue(rules.quietUntil) });
  const { save, saving, error, fieldError } = useScheduleSave(saveTextRulesAction, C.saved);
  return (
    <form
      noValidate
      aria-labelledby="text-rules-heading"
      className="space-y-4 rounded-2xl border border-line bg-surface p-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save(v);
      }}
    >
      <h3 id="text-rules-heading" className="text-sm font-semibold text-ink">{C.title}</h3>
      <p className="text-sm text-ink-muted">{C.intro}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <DialogField id="rule-quiet-from" label={C.quietFrom} error={fieldError("quietFrom")}>
          <input {...describedBy("rule-quiet-from", fieldError("quietFrom"))} type="time" value={v.quietFrom} onChange={(e) => setV((x) => ({ ...x, quietFrom: e.target.value }))} className={inputClass} />
        </DialogField>
        <DialogField id="rule-quiet-until" label={C.quietUntil} error={fieldError("quietUntil")}>
          <input {...describedBy("rule-quiet-until", fieldError("quietUntil"))} type="time" value={v.quietUntil} onChange={(e) => setV((x) => ({ ...x, quietUntil: e.target.value }))} className={inputClass} />
        </DialogField>
      </div>
      {error && !error.field ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{error.message}</p> : null}
      <button type="submit" disabled={saving} className={buttonClass("primary", "sm")}>{C.save}</button>
    </form>
  );
}
