"use client";

import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { RECALL_CONSENT_COPY as C } from "@/content/recall";
import { setOwnRecallConsentAction, setPatientRecallConsentAction } from "./actions";

/**
 * "Exam due reminders" on or off: the account's own (no `patientId`), or the front desk's record of
 * what a patient said. The label is the exact wording the server records with the answer.
 */
export function ConsentSwitch({ initial, patientId }: { initial: boolean; patientId?: string }) {
  const [on, setOn] = useState(initial);
  const [pending, setPending] = useState(false);
  const id = useId();

  const change = async (next: boolean) => {
    setPending(true);
    setOn(next);
    const result = await (patientId ? setPatientRecallConsentAction({ patientId, on: next }) : setOwnRecallConsentAction({ on: next })).catch(() => null);
    setPending(false);
    if (!result?.ok) {
      setOn(!next);
      return void toast.error(result?.error ?? C.failed);
    }
    toast.success(result.on ? C.savedOn : C.savedOff);
  };

  return (
    <div className="flex items-start gap-3">
      <input
        id={`${id}-switch`}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={pending}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void change(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
      />
      <div className="text-sm">
        <label htmlFor={`${id}-switch`} className="font-medium text-ink">{patientId ? C.staffLabel : C.accountLabel}</label>
        <p id={`${id}-hint`} className="text-ink-muted">{patientId ? C.staffHint : C.accountHint}</p>
      </div>
    </div>
  );
}
