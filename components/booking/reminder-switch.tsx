"use client";

import { useId, useState } from "react";
import { APPOINTMENTS_COPY } from "@/content/appointments";
import { toast } from "@/components/ui/toast";

type Saved = { ok: true; on: boolean } | { ok: false; error: string };

/** A visit's reminder e-mails on or off; the parent says how to save (manage link or account). */
export function ReminderSwitch({ initial, save }: { initial: boolean; save: (on: boolean) => Promise<Saved> }) {
  const [on, setOn] = useState(initial);
  const [pending, setPending] = useState(false);
  const hint = useId();

  const change = async (next: boolean) => {
    setPending(true);
    setOn(next);
    const result = await save(next).catch(() => null);
    setPending(false);
    if (!result?.ok) {
      setOn(!next);
      return void toast.error(result?.error ?? APPOINTMENTS_COPY.failed);
    }
    setOn(result.on);
    toast.success(APPOINTMENTS_COPY.remindersSaved(result.on));
  };

  return (
    <div className="flex items-start gap-3">
      <input
        id={`${hint}-switch`}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={pending}
        aria-describedby={hint}
        onChange={(e) => void change(e.target.checked)}
        className="mt-0.5 size-5 accent-brand-600"
      />
      <div className="text-sm">
        <label htmlFor={`${hint}-switch`} className="font-medium text-ink">{APPOINTMENTS_COPY.remindersOn}</label>
        <p id={hint} className="text-ink-muted">{APPOINTMENTS_COPY.remindersHint}</p>
      </div>
    </div>
  );
}
