export * from "./key";
export * from "./summary";

import { PRESCRIPTION_MESSAGES, READING_POWERS } from "@/content/lenses";
import { LENS_COPY } from "@/content/lens-copy";
import type { LensChoice } from "./key";
import { lensSummary } from "./summary";
import { checkPrescription } from "./prescription";
import { coatingAllowed, lensPrice, materialOptions, strongestPower } from "./rules";

/** What the lens rules need to know about the frame. */
export type LensFrame = { name: string; kids: boolean; polarized: boolean };

export type LensCheck = { ok: true; price: number; summary: string; warnings: string[] } | { ok: false; error: string };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** The field a rule speaks of, as the product page names it ("Right eye (OD) Axis", "PD (mm)"). */
export function fieldLabel(field: string): string {
  const [part, column] = field.split(".");
  if (part === "right" || part === "left") return `${LENS_COPY.eyes[part]} ${LENS_COPY.columns[column as keyof typeof LENS_COPY.columns]}`;
  if (part === "pd") return column === "right" ? LENS_COPY.pdRight : column === "left" ? LENS_COPY.pdLeft : LENS_COPY.pd;
  if (part === "prescribedBy" || part === "patientName") return LENS_COPY[part];
  return LENS_COPY.date;
}

/**
 * Every lens rule, as the server applies it before anything is stored (and the product page
 * beside each field): the prescription's bounds and steps, the materials a power or a kids'
 * frame allows, the coatings a frame takes. Gives the price the lenses add, or what to fix.
 */
export function checkLensChoice(lens: LensChoice, frame: LensFrame, today: string): LensCheck {
  const refuse = (why: string): LensCheck => ({ ok: false, error: `${frame.name}: ${why}` });
  let power = 0;
  const warnings: string[] = [];
  if (lens.type === "reading") {
    if (!READING_POWERS.includes(lens.readingPower)) return refuse(PRESCRIPTION_MESSAGES.readingPower);
    power = lens.readingPower;
  } else {
    const rx = lens.prescription;
    if (rx.source === "entered") {
      const check = checkPrescription(rx, lens.type, today);
      const [field, message] = Object.entries(check.errors)[0] ?? [];
      if (field) return refuse(`${fieldLabel(field)}: ${message}`);
      power = strongestPower([check.eyes!.right, check.eyes!.left]);
      warnings.push(...check.warnings.map((w) => PRESCRIPTION_MESSAGES[w]));
    } else if (rx.source === "exam") {
      const m = MONTH.exec(rx.examMonth);
      if (!m || rx.examMonth > today.slice(0, 7) || Number(m[1]) < Number(today.slice(0, 4)) - 10) return refuse(LENS_COPY.examMonthInvalid);
      if (!realDay(rx.birthDate) || rx.birthDate >= today || rx.birthDate < "1900-01-01") return refuse(LENS_COPY.birthDateInvalid);
      if (!rx.name.trim()) return refuse(LENS_COPY.examNameRequired);
    }
    // An uploaded, exam or later prescription is read by an optician, who checks the material then.
  }
  const material = materialOptions(power, { kids: frame.kids }).find((o) => o.id === lens.material);
  if (!material?.allowed) return refuse(material?.reason === "kids" ? PRESCRIPTION_MESSAGES.materialKids : PRESCRIPTION_MESSAGES.materialPower);
  if (new Set(lens.coatings).size !== lens.coatings.length) return refuse(LENS_COPY.coatingTwice);
  const refused = lens.coatings.find((c) => !coatingAllowed(c, frame));
  if (refused) return refuse(PRESCRIPTION_MESSAGES.coatingPolarized);
  return { ok: true, price: lensPrice(lens), summary: lensSummary(lens), warnings };
}
