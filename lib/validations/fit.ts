import { MEASUREMENT_LIMITS, type FitNumbers } from "@/lib/catalog/fit";
import { z } from "@/lib/validations/z";

const millimetres = (label: string, { min, max }: { min: number; max: number }) => {
  const range = `${label} must be between ${min} and ${max} mm`;
  const whole = `${label} must be a whole number of millimetres`;
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? `Please enter the ${label.toLowerCase()}` : whole) })
      .check(z.int(whole), z.gte(min, range), z.lte(max, range)),
  );
};

/**
 * "Match my current glasses": the three numbers printed inside a temple arm. Shared by the
 * shop's match form, the action that saves them to a profile and the `fit` URL filter.
 */
export const fitSchema = z.object({
  lens: millimetres("Lens width", MEASUREMENT_LIMITS.lens),
  bridge: millimetres("Bridge width", MEASUREMENT_LIMITS.bridge),
  temple: millimetres("Temple length", MEASUREMENT_LIMITS.temple),
});
export type FitInput = { lens: string | number; bridge: string | number; temple: string | number };

/** `52-18-140` from a URL, or undefined when it is not three valid numbers. */
export function fitFromParam(value: unknown): FitNumbers | undefined {
  const m = typeof value === "string" ? /^(\d{1,3})-(\d{1,3})-(\d{1,3})$/.exec(value.trim()) : null;
  if (!m) return undefined;
  const parsed = fitSchema.safeParse({ lens: m[1], bridge: m[2], temple: m[3] });
  return parsed.success ? parsed.data : undefined;
}
