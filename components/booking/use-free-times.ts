"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { loadScheduleAction } from "@/components/booking/actions";
import type { ServiceType } from "@/content/schedule";
import type { LocationChoice } from "@/lib/validations/booking-choices";
import type { ScheduleState } from "./time-picker";

/**
 * The booking form's free days and times for its service, clinic and party size, in the page's
 * language. `load(date)` asks again (a day picked); `setDate` hears the day the answer is for.
 */
export function useFreeTimes(
  query: { serviceType: ServiceType | "" | undefined; location: LocationChoice | "" | undefined; people: number; optometrist?: string; language?: string },
  setDate: (date: string) => void,
) {
  const t = useTranslations("booking");
  const locale = useLocale();
  const [schedule, setSchedule] = useState<ScheduleState>({ status: "idle" });
  const request = useRef(0);
  const { serviceType, location, people, optometrist = "", language = "" } = query;

  const load = useCallback(
    async (date?: string) => {
      // Unchanged state when already idle, so the first mount does not re-render the whole form.
      if (!serviceType || !location) return setSchedule((s) => (s.status === "idle" ? s : { status: "idle" }));
      const id = ++request.current;
      // Picking another day keeps the days on screen (and the focus on the one picked).
      setSchedule((s) => (date && s.status === "ready" ? { ...s, date, loadingTimes: true } : { status: "loading" }));
      const result = await loadScheduleAction({ serviceType, location, people, optometrist, language: language as never, date, locale }).catch(() => null);
      // A slower, older answer must not replace a newer one.
      if (id !== request.current) return;
      if (!result?.ok) return setSchedule({ status: "error", message: result?.error ?? t("errors.schedule") });
      setSchedule({ status: "ready", ...result.schedule });
      setDate(result.schedule.date ?? "");
    },
    [serviceType, location, people, optometrist, language, locale, setDate, t],
  );
  return { schedule, setSchedule, load };
}
