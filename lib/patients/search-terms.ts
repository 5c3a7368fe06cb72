import { isCalendarDate } from "@/lib/validations/booking-choices";
import { hasUnusualCharacters } from "@/lib/validations/text";

/** What the search box's text asks for: name or e-mail fragments, phone digits, or a date of birth. */
export type PatientSearch = { terms: string[]; digits: string | null; birth: string | null };

export const NOTHING: PatientSearch = { terms: [], digits: null, birth: null };
export const MAX_QUERY = 100;

/** The database's private.name_key: no Latin accents, case, spaces, dots, apostrophes or hyphens. */
export function nameKey(value: string): string {
  return value.normalize("NFD").replace(/[\s\u0300-\u036f.'’-]/g, "").toLowerCase();
}

/**
 * "lee ann" → two name fragments (any order); "(905) 555-01" → phone digits; "1984-03-07" →
 * a date of birth; "anna@ex" → an e-mail fragment. Too little to search on (one letter, two
 * digits) or text the text rule refuses asks for nothing.
 */
export function parsePatientSearch(raw: string): PatientSearch {
  const q = raw.normalize("NFC").trim();
  if (!q || q.length > MAX_QUERY || hasUnusualCharacters(q)) return NOTHING;
  const date = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(q);
  if (date) {
    const iso = `${date[1]}-${date[2].padStart(2, "0")}-${date[3].padStart(2, "0")}`;
    return isCalendarDate(iso) ? { ...NOTHING, birth: iso } : NOTHING;
  }
  if (/^[+()\d\s.-]+$/.test(q)) {
    let digits = q.replace(/\D/g, "");
    if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
    return digits.length >= 3 ? { ...NOTHING, digits } : NOTHING;
  }
  const terms = q
    .toLowerCase()
    .split(/\s+/)
    .map((t) => (t.includes("@") ? t : nameKey(t)))
    .filter(Boolean)
    .slice(0, 6);
  return terms.join("").length >= 2 ? { ...NOTHING, terms } : NOTHING;
}

/** The search box's `?q=` as the address gives it: one string of at most MAX_QUERY characters, else nothing. */
export const searchParam = (value: unknown): string => (typeof value === "string" && value.length <= MAX_QUERY ? value : "");

export const isEmptySearch = (s: PatientSearch) => !s.terms.length && !s.digits && !s.birth;
