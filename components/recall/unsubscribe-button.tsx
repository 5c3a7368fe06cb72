"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { Locale } from "@/content/i18n/locales";
import { unsubscribeRecallAction } from "./actions";

/** "Unsubscribe": the only thing on the page that changes anything (a mail scanner only opens the page). */
export function UnsubscribeButton({ token, names }: { token: string; names: string }) {
  const t = useTranslations("recallUnsubscribe");
  const locale = useLocale() as Locale;
  const [state, setState] = useState<{ done: boolean; error: string | null }>({ done: false, error: null });
  const [pending, start] = useTransition();
  if (state.done) {
    return (
      <div role="status" className="space-y-3">
        <p className="font-medium text-ink">{t("done", { names })}</p>
        <p className="text-sm text-ink-muted">{t("again")}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <button
        type="button"
        disabled={pending}
        onClick={() =>
          start(async () => {
            const r = await unsubscribeRecallAction({ token, locale });
            setState(r.ok ? { done: true, error: null } : { done: false, error: r.error });
          })
        }
        className={buttonClass("primary", "lg")}
      >
        {pending ? <Spinner className="size-4" /> : null}
        {pending ? t("working") : t("button")}
      </button>
      {state.error ? <p role="alert" className="text-sm text-red-600 dark:text-red-400">{state.error}</p> : null}
    </div>
  );
}
