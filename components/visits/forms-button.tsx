"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { openOwnFormsAction } from "@/components/intake/actions";
import { buttonClass } from "@/components/ui/button";
import { CheckCircle2 } from "@/components/ui/icons";
import { APPOINTMENTS_COPY as C } from "@/content/appointments";

/** An upcoming visit's intake forms in the account: "Forms done", or "Fill in forms" (opens them, signed in, without the date of birth). */
export function FormsButton({ bookingId, name, status }: { bookingId: string; name: string; status: "not_started" | "in_progress" | "done" }) {
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();
  if (status === "done") {
    return <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 dark:text-emerald-300"><CheckCircle2 aria-hidden className="size-4" />{C.formsDone}</span>;
  }
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        className={buttonClass("primary", "sm")}
        disabled={pending}
        aria-label={C.fillFormsFor(name)}
        onClick={() =>
          start(async () => {
            const result = await openOwnFormsAction({ bookingId }).catch(() => ({ ok: false as const, error: C.formsFailed }));
            if (!result.ok) return setError(result.error);
            router.push(result.href);
          })
        }
      >
        {C.fillForms}
      </button>
      {error ? <span role="alert" className="text-sm text-red-700 dark:text-red-300">{error}</span> : null}
    </span>
  );
}
