"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { Locale } from "@/content/i18n/locales";
import { leaveWaitlistAction } from "./actions";

/** "Leave the waitlist": the only thing on the page that changes anything (a mail scanner only opens it). */
export function LeaveButton({ token }: { token: string }) {
  const t = useTranslations("waitlist.leave");
  const locale = useLocale() as Locale;
  const [state, setState] = useState<{ done: boolean; error: string | null }>({ done: false, error: null });
  const [pending, start] = useTransition();
  if (state.done) return <p role="status" className="font-medium text-ink">{t("done")}</p>;
  return (
    <div className="space-y-3">
      <button
        type="button"
        disabled={pending}
        onClick={() => start(async () => setState(await leaveWaitlistAction({ token, locale }).then((r) => (r.ok ? { done: true, error: null } : { done: false, error: r.error }))))}
        className={buttonClass("primary", "lg")}
      >
        {pending ? <Spinner className="size-4" /> : null}
        {pending ? t("working") : t("button")}
      </button>
      {state.error ? <p role="alert" className="text-sm text-red-600 dark:text-red-400">{state.error}</p> : null}
    </div>
  );
}
