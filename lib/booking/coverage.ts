/**
 * A hint, never a promise, of what OHIP pays for, from the rules the site's insurance page
 * and articles state (docs/ohip.md, since 1 September 2023): one routine eye exam every 12 months
 * under 20; from 65 every 18 months, or 12 with an eligible condition; adults 20 to 64 only with an
 * eligible condition (12 months) or on ODSP or Ontario Works (24 months).
 */
import type { ServiceType } from "@/content/schedule";
import { addMonths, ageOn } from "./zoned-time";

/** Whole years between a birth date and a day: the birthday itself counts. */
export { ageOn };

/** Which hint applies; the form words it in the page's language (booking.coverage). */
export type CoverageHint = { kind: "under20" | "over65" | "conditions" };

export function coverageHint(birthDate: string | undefined | null, service: ServiceType | "" | undefined, on: string): CoverageHint | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || birthDate > on) return null;
  if (service !== "Comprehensive Eye Exam") return null;
  const age = ageOn(birthDate, on);
  if (age < 20) {
    return { kind: "under20" };
  }
  if (age >= 65) {
    return { kind: "over65" };
  }
  return { kind: "conditions" };
}

/**
 * The first day OHIP covers a patient's next routine exam after their last one (docs/ohip.md, since
 * 1 September 2023): every 12 months under 20; from 65 every 18, or 12 with an eligible condition;
 * 20 to 64 every 12 with an eligible condition, and otherwise never (null). Age is taken on `on`, the
 * day the next exam is wanted. ODSP and Ontario Works are not on the record, so never assumed.
 */
export function ohipNextCovered(p: { dateOfBirth: string | null; conditions: readonly string[]; lastExam: string | null }, on: string): string | null {
  if (!p.lastExam || !p.dateOfBirth) return null;
  const age = ageOn(p.dateOfBirth, on);
  const months = age < 20 ? 12 : age >= 65 ? (p.conditions.length ? 12 : 18) : p.conditions.length ? 12 : null;
  return months === null ? null : addMonths(p.lastExam, months);
}
