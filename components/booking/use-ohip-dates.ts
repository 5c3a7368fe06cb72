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
  const complete = people.map((p) => ({ firstName: p.firstName?.trim() ?? "", lastName: p.lastName?.trim() ?? "", dateOfBirth: p.dateOfBirth ?? "" }));
  const key = serviceType === EXAM && complete.some((p) => p.firstName && p.lastName && /^\d{4}-\d{2}-\d{2}$/.test(p.dateOfBirth)) ? JSON.stringify([complete, day ?? ""]) : "";
  const [answer, setAnswer] = useState<{ key: string; dates: (string | null)[] }>({ key: "", dates: [] });
  useEffect(() => {
    if (!key) return;
    let live = true;
    // Typing settles first: one request for a name and birth date, not one per key pressed.
    const timer = setTimeout(() => {
      const [list, wanted] = JSON.parse(key) as [Person[], string];
      const ready = list.map((p) => (p.firstName && p.lastName && /^\d{4}-\d{2}-\d{2}$/.test(p.dateOfBirth ?? "") ? p : { firstName: "-", lastName: "-", dateOfBirth: "1900-01-01" }));
      void ohipDatesAction({ people: ready as Required<Person>[], day: wanted || todayInToronto() })
        .then((r) => live && r.ok && setAnswer({ key, dates: r.dates }))
        .catch(() => undefined);
    }, 500);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return answer.key === key ? answer.dates : [];
}
