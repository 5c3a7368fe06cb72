"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { WAITLIST_TIMES } from "@/content/waitlist";

/** The waitlist's times of day ("Mornings" … "Saturdays", none ticked meaning any), for the join and earlier-time forms. */
export function TimesFieldset({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  const t = useTranslations("waitlist");
  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-ink">{t("times")}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">{t("timesHint")}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {WAITLIST_TIMES.map((k) => (
          <label key={k} className="flex items-start gap-2 text-sm text-ink">
            <input type="checkbox" value={k} className="mt-0.5 size-4 accent-brand-600" {...field} />
            <span>{t(`timeNames.${k}`)} <span className="text-ink-muted">({t(`timeHints.${k}`)})</span></span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
