import { FIGURES_COPY as C, PERIODS, type PeriodKey } from "@/content/figures";
import { dayCount } from "@/lib/figures/range";
import { isCalendarDate } from "@/lib/validations/booking-choices";
import { CLINIC_ID_PATTERN } from "@/lib/validations/clinic-id";
import { z } from "@/lib/validations/z";

/** The longest From/To the page answers: three years, the history the figures are built for. */
export const MAX_FIGURE_DAYS = 3 * 366;

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = z.preprocess(one, z.optional(z.string().check(z.maxLength(64))));

/**
 * The figures' choice as the address carries it (?period=…&from=…&to=…&clinic=…&optometrist=…):
 * read by the page and the rows pages alike. What is not one of the choices falls back to the
 * default (this month, both clinics, every optometrist); a From/To that cannot be a range is an error.
 */
export const figureChoiceSchema = z.object({
  period: z.catch(z.preprocess(one, z.enum(Object.keys(PERIODS) as [PeriodKey, ...PeriodKey[]])), "this-month" as PeriodKey),
  from: z.catch(text, undefined),
  to: z.catch(text, undefined),
  clinic: z.catch(z.preprocess(one, z.optional(z.string().check(z.regex(CLINIC_ID_PATTERN)))), undefined),
  optometrist: z.catch(z.preprocess(one, z.optional(z.uuid())), undefined),
});
export type FigureChoiceInput = z.output<typeof figureChoiceSchema>;

/** A custom From/To: real days, in order, at most three years long; else the page's message. */
export function customRange(from: string | undefined, to: string | undefined): { from: string; to: string } | { error: string } {
  if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to) || from < "2000-01-01" || to > "2100-12-31" || from > to) return { error: C.rangeError };
  return dayCount({ from, to }) > MAX_FIGURE_DAYS ? { error: C.rangeError } : { from, to };
}
