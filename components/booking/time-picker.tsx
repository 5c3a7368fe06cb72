"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type ComponentProps } from "react";
import { Spinner } from "@/components/ui/spinner";
import { telHref } from "@/content/phone";
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import type { OfferedSlot } from "@/lib/booking";
import { formatShortDay, formatTime } from "@/lib/booking/format";
import { zonedDate } from "@/lib/booking/zoned-time";

export type ScheduleState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; days: { date: string; count: number }[]; date: string | null; slots: OfferedSlot[]; nearest?: boolean; loadingTimes?: boolean; horizonDays?: number };

const chip =
  "flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border border-line bg-surface px-2 py-1.5 text-center text-sm text-ink " +
  "hover:border-brand-500 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white " +
  "peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-surface";

const DAYS_SHOWN = 10;
const TIMES_SHOWN = 16;

/**
 * Days, then times, as two native radio groups: arrow keys move within a group, Tab leaves
 * it, and a screen reader hears "9:00 AM, Steeles Ave W, 3 of 24".
 */
export function TimePicker({
  state,
  either,
  people,
  slotField,
  onDay,
  error,
  phone,
}: {
  state: ScheduleState;
  either: boolean;
  people: number;
  /** The time radios' name and handlers: react-hook-form's register("slot"), or plain state. */
  slotField: Pick<ComponentProps<"input">, "name" | "onChange" | "onBlur" | "ref">;
  onDay: (date: string) => void;
  error?: string;
  phone: string;
}) {
  const t = useTranslations("booking.picker");
  const locale = useLocale();
  const [allDays, setAllDays] = useState(false);
  const [allTimes, setAllTimes] = useState(false);
  const errorNote = error ? (
    <p id="bk-slot-error" role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
      {error}
    </p>
  ) : null;
  if (state.status === "idle") {
    return (
      <>
        <p className="rounded-lg border border-dashed border-line p-4 text-sm text-ink-muted">{t("idle")}</p>
        {errorNote}
      </>
    );
  }
  if (state.status === "loading") return <Finding />;
  if (state.status === "error") {
    return <p role="alert" className="rounded-lg border border-red-300 p-4 text-sm text-red-700 dark:text-red-300">{state.message}</p>;
  }
  if (state.days.length === 0 && !state.nearest) {
    return (
      <p role="status" className="rounded-lg border border-line p-4 text-sm text-ink">
        {t("none", { days: state.horizonDays ?? 60 })} <a className="font-medium underline" href={telHref(phone)}>{phone}</a>.
      </p>
    );
  }
  const days = allDays ? state.days : state.days.slice(0, DAYS_SHOWN);
  const slotLabel = (s: OfferedSlot) => {
    const start = new Date(s.start);
    const time = people > 1 ? `${formatTime(start, locale)} – ${formatTime(new Date(s.end), locale)}` : formatTime(start, locale);
    return { time, day: state.nearest ? formatShortDay(zonedDate(start, CLINIC_TIME_ZONE), locale) : null };
  };
  return (
    <div className="space-y-5">
      {state.nearest ? null : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t("day")}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {days.map((d) => (
              <div key={d.date} className="relative">
                <input
                  type="radio"
                  id={`bk-day-${d.date}`}
                  name="bk-day"
                  value={d.date}
                  checked={state.date === d.date}
                  onChange={() => onDay(d.date)}
                  className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
                />
                <label htmlFor={`bk-day-${d.date}`} className={chip}>
                  <span className="font-medium">{formatShortDay(d.date, locale)}</span>
                  <span className="text-xs">{t("times", { count: d.count })}</span>
                </label>
              </div>
            ))}
          </div>
          {state.days.length > DAYS_SHOWN ? (
            <button type="button" onClick={() => setAllDays((v) => !v)} className="mt-2 min-h-6 text-sm font-medium text-brand-700 underline dark:text-brand-300">
              {allDays ? t("showFewerDays") : t("showAllDays", { count: state.days.length })}
            </button>
          ) : null}
        </fieldset>
      )}
      <fieldset aria-describedby={error ? "bk-slot-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">
          {state.nearest ? t("nearest") : t("timesOn", { day: state.date ? formatShortDay(state.date, locale) : "" })}
          {either ? <span className="font-normal text-ink-muted"> {t("eitherNote")}</span> : null}
        </legend>
        {state.loadingTimes ? (
          <Finding />
        ) : state.slots.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("noneThatDay")}</p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {(allTimes ? state.slots : state.slots.slice(0, TIMES_SHOWN)).map((s) => {
              const { time, day } = slotLabel(s);
              return (
                <div key={s.value} className="relative">
                  <input type="radio" id={`bk-slot-${s.value}`} value={s.value} className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0" {...slotField} />
                  <label htmlFor={`bk-slot-${s.value}`} className={chip}>
                    {day ? <span className="text-xs">{day}</span> : null}
                    <span className="font-medium">{time}</span>
                    {either || state.nearest ? <span className="text-xs">{s.clinicName}</span> : null}
                  </label>
                </div>
              );
            })}
          </div>
        )}
        {!state.loadingTimes && state.slots.length > TIMES_SHOWN ? (
          <button type="button" onClick={() => setAllTimes((v) => !v)} className="mt-2 min-h-6 text-sm font-medium text-brand-700 underline dark:text-brand-300">
            {allTimes ? t("showFewerTimes") : t("showAllTimes", { count: state.slots.length })}
          </button>
        ) : null}
        {errorNote}
      </fieldset>
    </div>
  );
}

function Finding() {
  const t = useTranslations("booking.picker");
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg border border-line p-4 text-sm text-ink-muted">
      <Spinner className="size-4" /> {t("finding")}
    </p>
  );
}
