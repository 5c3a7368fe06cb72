import { PRESCRIPTION_LIMITS as L, PRESCRIPTION_MESSAGES, type PrescriptionMessage } from "@/content/lenses";
import { hasUnusualCharacters } from "@/lib/validations/text";
import { inRange, onQuarterStep, type EyeRx } from "./rules";

/**
 * An entered prescription as the product page's grid holds it: each field may be empty (null).
 * Checked the same in the browser (beside each field) and on the server (nothing stored when
 * any rule fails).
 */
export type EyeInput = { sph: number | null; cyl: number | null; axis: number | null; add: number | null };
export type PrescriptionInput = {
  right: EyeInput;
  left: EyeInput;
  /** One PD, or one per eye behind "Two PD numbers". */
  pd: { single: number | null } | { right: number | null; left: number | null };
  /** YYYY-MM-DD, as the date field gives it. */
  date: string;
  /** The optometrist or physician who wrote it, and the person it is for: the evidence for zero-rating. */
  prescribedBy: string;
  patientName: string;
};

/** The longest name "Prescribed by" and "Patient's name" take. */
export const RX_NAME_MAX = 120;

export type PrescriptionCheck = {
  /** Field ("right.sph", "left.axis", "pd", "pd.right", "date", "prescribedBy", "patientName") → what to do. */
  errors: Record<string, string>;
  /** Taken, but worth saying (an old prescription). */
  warnings: PrescriptionMessage[];
  /** The eyes as numbers when there is no error. */
  eyes: { right: EyeRx; left: EyeRx } | null;
};

function checkPower(value: number | null, range: { min: number; max: number }, rangeMessage: PrescriptionMessage): PrescriptionMessage | null {
  if (value === null) return null;
  if (!inRange(value, range)) return rangeMessage;
  if (!onQuarterStep(value)) return "step";
  return null;
}

function checkEye(eye: EyeInput, progressive: boolean, say: (field: string, m: PrescriptionMessage) => void, side: "right" | "left") {
  if (eye.sph === null) say(`${side}.sph`, "sphRequired");
  const sph = checkPower(eye.sph, L.sph, "sphRange");
  if (sph) say(`${side}.sph`, sph);
  const cyl = checkPower(eye.cyl, L.cyl, "cylRange");
  if (cyl) say(`${side}.cyl`, cyl);
  const hasCyl = eye.cyl !== null && eye.cyl !== 0;
  if (hasCyl && eye.axis === null) say(`${side}.axis`, "axisRequired");
  if (!hasCyl && eye.axis !== null) say(`${side}.axis`, "axisWithoutCyl");
  if (hasCyl && eye.axis !== null && !(Number.isInteger(eye.axis) && inRange(eye.axis, L.axis))) say(`${side}.axis`, "axisRange");
  if (progressive && eye.add === null) say(`${side}.add`, "addRequired");
  const add = checkPower(eye.add, L.add, "addRange");
  if (add) say(`${side}.add`, add);
}

/** "Prescribed by" and "Patient's name": required, one line of ordinary text, at most 120 characters. */
function checkName(value: string | undefined, field: "prescribedBy" | "patientName", say: (field: string, m: PrescriptionMessage) => void) {
  const v = (value ?? "").trim();
  if (!v) say(field, field === "prescribedBy" ? "prescribedByRequired" : "patientNameRequired");
  else if (hasUnusualCharacters(v)) say(field, field === "prescribedBy" ? "prescribedByUnusual" : "patientNameUnusual");
  else if (v.length > RX_NAME_MAX) say(field, "nameTooLong");
}

/** The day `years` years before a YYYY-MM-DD day (Feb 29 becomes Feb 28 in a common year). */
function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Checks an entered prescription for single vision or progressive lenses; `today` is YYYY-MM-DD in Brampton. */
export function checkPrescription(input: PrescriptionInput, type: "single-vision" | "progressive", today: string): PrescriptionCheck {
  const errors: Record<string, string> = {};
  const say = (field: string, m: PrescriptionMessage) => {
    errors[field] ??= PRESCRIPTION_MESSAGES[m];
  };
  const progressive = type === "progressive";
  checkEye(input.right, progressive, say, "right");
  checkEye(input.left, progressive, say, "left");

  if ("single" in input.pd) {
    if (input.pd.single === null) say("pd", "pdRequired");
    else if (!inRange(input.pd.single, L.pd)) say("pd", "pdRange");
  } else {
    for (const side of ["right", "left"] as const) {
      const v = input.pd[side];
      if (v === null) say(`pd.${side}`, "pdRequired");
      else if (!inRange(v, L.pdPerEye)) say(`pd.${side}`, "pdPerEyeRange");
    }
  }

  const warnings: PrescriptionMessage[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) say("date", "dateRequired");
  else if (input.date > today) say("date", "dateFuture");
  // More than two years ago: taken, with the suggestion to book an exam.
  else if (input.date < yearsBefore(today, L.staleYears)) warnings.push("dateStale");

  checkName(input.prescribedBy, "prescribedBy", say);
  checkName(input.patientName, "patientName", say);

  const eye = (e: EyeInput): EyeRx => ({ sph: e.sph ?? 0, cyl: e.cyl ?? 0, ...(e.cyl ? { axis: e.axis ?? undefined } : {}), ...(progressive ? { add: e.add ?? undefined } : {}) });
  return { errors, warnings, eyes: Object.keys(errors).length ? null : { right: eye(input.right), left: eye(input.left) } };
}
