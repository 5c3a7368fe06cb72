"use client";

import { useState, useTransition } from "react";
import { ACCOUNT_COPY } from "@/content/account";
import { resendConfirmationAction } from "@/components/account/actions";

const box = "mt-8 rounded-2xl border px-5 py-4 text-sm";
const tones = {
  warn: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100",
  ok: "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100",
  error: "border-red-300 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200",
};

/**
 * The address's state at the top of the account: unconfirmed (with "Send again"), or the answer
 * of a confirmation link just opened.
 */
export function EmailStatus({ email, confirmed, linkResult }: { email: string; confirmed: boolean; linkResult: "confirmed" | "invalid-link" | null }) {
  const [reply, setReply] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();

  if (confirmed) {
    return linkResult === "confirmed" ? <p role="status" className={`${box} ${tones.ok}`}>{ACCOUNT_COPY.confirm.confirmed}</p> : null;
  }
  const send = () =>
    start(async () => {
      try {
        const result = await resendConfirmationAction();
        setReply(result.ok ? { ok: true, text: result.message } : { ok: false, text: result.error });
      } catch {
        setReply({ ok: false, text: ACCOUNT_COPY.unexpected });
      }
    });
  return (
    <div className={`${box} ${tones.warn} flex flex-wrap items-center justify-between gap-3`}>
      <div className="space-y-1">
        {linkResult === "invalid-link" ? <p role="alert" className="font-medium">{ACCOUNT_COPY.confirm.invalidLink}</p> : null}
        <p>{ACCOUNT_COPY.confirm.unconfirmed(email)}</p>
        <p role="status" className="font-medium">{reply ? reply.text : ""}</p>
      </div>
      <button type="button" onClick={send} disabled={pending}
        className="rounded-full bg-amber-900 px-4 py-2 font-semibold text-white hover:bg-amber-950 disabled:opacity-60 dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100">
        {pending ? ACCOUNT_COPY.confirm.sending : ACCOUNT_COPY.confirm.sendAgain}
      </button>
    </div>
  );
}
