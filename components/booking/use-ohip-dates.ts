"use client";

import { useEffect, useState } from "react";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { ohipDatesAction } from "./actions";

type Person = { firstName?: string; lastName?: string; dateOfBirth?: string };
const EXAM = "Comprehensive Eye Exam";

/**
 * For a signed-in patient booking a comprehensive exam: the day OHIP covers the next routine exam
 * of each person the form names (index 0 the patient, then the family), from their own household's
 * records, read by the server once the names and birth dates have settled. Null where nothing is known.
 */
export function useOhipDates(people: Person[], serviceType: string, day: string | undefined): (string | null)[] {
  // Only people with a name and a birth date are asked about; `at` keeps each one's place in the form.
  const asked = people
    .map((p, at) => ({ at, firstName: p.firstName?.trim() ?? "", lastName: p.lastName?.trim() ?? "", dateOfBirth: p.dateOfBirth ?? "" }))
    .filter((p) => p.firstName && p.lastName && /^\d{4}-\d{2}-\d{2}$/.test(p.dateOfBirth));
  const key = serviceType === EXAM && asked.length ? JSON.stringify({ asked, day: day ?? "" }) : "";
  const [answer, setAnswer] = useState<{ key: string; dates: (string | null)[] }>({ key: "", dates: [] });
  useEffect(() => {
    if (!key) return;
    let live = true;
    // Typing settles first: one request for a name and birth date, not one per key pressed.
    const timer = setTimeout(() => {
      const { asked: list, day: wanted } = JSON.parse(key) as { asked: (Required<Person> & { at: number })[]; day: string };
      const people = list.map(({ firstName, lastName, dateOfBirth }) => ({ firstName, lastName, dateOfBirth }));
      void ohipDatesAction({ people, day: wanted || todayInToronto() })
        .then((r) => {
          if (!live || !r.ok) return;
          const dates: (string | null)[] = [];
          list.forEach((p, i) => (dates[p.at] = r.dates[i] ?? null));
          setAnswer({ key, dates });
        })
        .catch(() => undefined);
    }, 500);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return answer.key === key ? answer.dates : [];
}
