"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";

type Saved = { ok: true; on: boolean } | { ok: false; error: string };

/** A visit's reminder e-mails on or off; the parent says how to save (manage link or account). */
export function ReminderSwitch({ initial, save }: { initial: boolean; save: (on: boolean) => Promise<Saved> }) {
  const t = useTranslations("manageVisit");
  const failed = useTranslations("manage")("failed");
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
      return void toast.error(result?.error ?? failed);
    }
    setOn(result.on);
    toast.success(result.on ? t("remindersSavedOn") : t("remindersSavedOff"));
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
        <label htmlFor={`${hint}-switch`} className="font-medium text-ink">{t("remindersOn")}</label>
        <p id={hint} className="text-ink-muted">{t("remindersHint")}</p>
      </div>
    </div>
  );
}
