/**
 * A hint, never a promise, of what OHIP pays for, from the rules the site's insurance page
 * and articles state: one routine eye exam every 12 months under 20 and from 65; adults
 * 20 to 64 only with certain medical conditions.
 */
import type { ServiceType } from "@/content/schedule";

export type CoverageHint = { kind: "routine" | "conditions"; text: string };

/** Whole years between a birth date and a day (both YYYY-MM-DD); the birthday itself counts. */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number);
  const [y, m, d] = on.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function coverageHint(birthDate: string | undefined | null, service: ServiceType | "" | undefined, on: string): CoverageHint | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || birthDate > on) return null;
  if (service !== "Comprehensive Eye Exam") return null;
  const age = ageOn(birthDate, on);
  if (age < 20) {
    return { kind: "routine", text: "OHIP may cover this exam: it pays for one routine eye exam every 12 months for patients under 20. Bring a valid health card." };
  }
  if (age >= 65) {
    return { kind: "routine", text: "OHIP may cover this exam: it pays for one routine eye exam every 12 months for patients 65 and older. Bring a valid health card." };
  }
  return {
    kind: "conditions",
    text: "For adults 20 to 64, OHIP covers eye exams only with certain medical conditions (for example diabetes, glaucoma or cataracts). Otherwise a private plan or self-pay applies.",
  };
}
