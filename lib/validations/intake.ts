// The intake forms' schemas (issue 52): one per section, with messages in the patient's language
// (the form passes next-intl's translator for "intake.errors", the server the same catalogue's).
import {
  EYE_CONDITIONS,
  FAMILY_CONDITIONS,
  FILLED_BY,
  HEALTH_CONDITIONS,
  INTAKE_SECTIONS,
  LAST_EXAMS,
  LENS_TYPES,
  MAX_MEDICATIONS,
  REASONS,
  SCREEN_HOURS,
  YES_NO,
  type IntakeSection,
} from "@/content/intake";
import { LOCALES } from "@/content/i18n/locales";
import { INSURANCE_PLANS } from "@/content/insurance-plans";
import { isCalendarDate, todayInToronto } from "@/lib/validations/booking-choices";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";
import { isHealthNumber, healthNumberDigits } from "./health-number";

export type IntakeErrorKey =
  | "required" | "unusual" | "tooLong" | "phone" | "choose" | "chooseSome" | "healthNumber" | "versionCode" | "date" | "insurer" | "memberId"
  | "medications" | "privacy" | "exam" | "signature" | "lockbox" | "filledByName" | "dateOfBirth";
export type IntakeMessages = {
  errors: (key: IntakeErrorKey, values?: Record<string, string | number>) => string;
  /** A field's label on the form, for messages that name it. */
  field: (section: IntakeSection, name: string) => string;
};

const PHONE = /^[+()0-9 .-]{7,30}$/;
const uniq = <T,>(values: T[]) => [...new Set(values)];

export function makeIntakeSchemas(m: IntakeMessages) {
  const text = (section: IntakeSection, name: string, max: number, opts: { required?: boolean; multiline?: boolean } = {}) => {
    const label = m.field(section, name);
    return z.string(m.errors("required", { label })).check(
      ...plainText(label, { multiline: opts.multiline }, m.errors("unusual", { label })),
      ...(opts.required ? [z.minLength(1, m.errors("required", { label }))] : []),
      z.maxLength(max, m.errors("tooLong", { label, max })),
    );
  };
  const phone = (section: IntakeSection, name: string, required: boolean) =>
    text(section, name, 30, { required }).check(z.refine((v) => v === "" || PHONE.test(v), m.errors("phone")));
  const choice = <T extends readonly [string, ...string[]]>(options: T) => z.enum(options, { message: m.errors("choose") });
  const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) => z.union([z.literal(""), z.enum(options)], { message: m.errors("choose") });
  const several = <T extends readonly [string, ...string[]]>(options: T) =>
    z.pipe(z.array(z.enum(options, { message: m.errors("choose") })).check(z.maxLength(options.length, m.errors("choose"))), z.transform(uniq));

  const about = z
    .strictObject({
      preferredName: text("about", "preferredName", 80),
      address: text("about", "address", 200, { required: true }),
      phone: phone("about", "phone", true),
      emergencyName: text("about", "emergencyName", 120),
      emergencyPhone: phone("about", "emergencyPhone", false),
      doctorName: text("about", "doctorName", 120),
      doctorClinic: text("about", "doctorClinic", 120),
      filledBy: choice(FILLED_BY),
      filledByName: text("about", "filledByName", 120),
    })
    .check(z.refine((a) => a.filledBy === "patient" || a.filledByName !== "", { message: m.errors("filledByName"), path: ["filledByName"] }));

  const insurance = z
    .strictObject({
      noCard: z.boolean(),
      // Spaces and dashes as printed on the card are fine; what is kept is the ten digits.
      healthNumber: z.pipe(z.string().check(z.maxLength(40, m.errors("healthNumber"))), z.transform(healthNumberDigits)),
      versionCode: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{0,2}$/, m.errors("versionCode"))),
      cardExpiry: z.string().check(z.trim(), z.refine((v) => v === "" || (isCalendarDate(v) && v >= "1990-01-01" && v <= "2100-12-31"), m.errors("date"))),
      insurer: z.union([z.literal(""), z.enum(INSURANCE_PLANS)], { message: m.errors("insurer") }),
      plan: text("insurance", "plan", 40),
      memberId: text("insurance", "memberId", 40),
    })
    .check(
      z.superRefine((v, ctx) => {
        // Without an Ontario card the number may stay empty (the form clears it); a number that is given is always checked.
        if ((!v.noCard || v.healthNumber !== "") && !isHealthNumber(v.healthNumber)) ctx.addIssue({ code: "custom", path: ["healthNumber"], message: m.errors("healthNumber") });
        if (v.insurer === "" && (v.plan !== "" || v.memberId !== "")) ctx.addIssue({ code: "custom", path: ["insurer"], message: m.errors("insurer") });
        if (v.insurer !== "" && v.memberId === "") ctx.addIssue({ code: "custom", path: ["memberId"], message: m.errors("memberId") });
      }),
    );

  const reasons = z.strictObject({
    reasons: several(REASONS).check(z.refine((v) => v.length > 0, m.errors("chooseSome"))),
    details: text("reasons", "details", 1000, { multiline: true }),
  });

  const eyes = z.strictObject({
    lastExam: choice(LAST_EXAMS),
    glasses: choice(YES_NO),
    contacts: choice(YES_NO),
    lensType: optionalChoice(LENS_TYPES),
    sleepsInLenses: optionalChoice(YES_NO),
    surgery: text("eyes", "surgery", 500, { multiline: true }),
    eyeConditions: several(EYE_CONDITIONS),
    otherEyeConditions: text("eyes", "otherEyeConditions", 300),
  });

  const health = z.strictObject({
    conditions: several(HEALTH_CONDITIONS),
    medications: text("health", "medications", 4000, { required: true, multiline: true }).check(
      z.refine((v) => v.split("\n").filter((l) => l.trim() !== "").length <= MAX_MEDICATIONS, m.errors("medications", { max: MAX_MEDICATIONS })),
    ),
    allergies: text("health", "allergies", 1000, { multiline: true }),
  });

  const family = z.strictObject({ family: several(FAMILY_CONDITIONS), familyOther: text("family", "familyOther", 300) });

  const day = z.strictObject({
    work: text("day", "work", 120),
    screenHours: choice(SCREEN_HOURS),
    driving: choice(YES_NO),
    hobbies: text("day", "hobbies", 300),
  });

  const consent = z
    .strictObject({
      privacy: z.literal(true, { message: m.errors("privacy") }),
      exam: z.literal(true, { message: m.errors("exam") }),
      lockbox: z.boolean(),
      lockboxDetails: text("consent", "lockboxDetails", 1000, { multiline: true }),
      signature: text("consent", "signature", 120).check(z.refine((v) => v.replace(/\s+/g, "").length >= 2, m.errors("signature"))),
    })
    .check(z.refine((c) => !c.lockbox || c.lockboxDetails !== "", { message: m.errors("lockbox"), path: ["lockboxDetails"] }));

  return { about, insurance, reasons, eyes, health, family, day, consent } as const;
}
export type IntakeSchemas = ReturnType<typeof makeIntakeSchemas>;
export type IntakeAnswers = { [S in IntakeSection]: z.output<IntakeSchemas[S]> };
export type IntakeSectionInput<S extends IntakeSection> = z.input<IntakeSchemas[S]>;

/** A forms link's token: 256 random bits, base64url. */
export const INTAKE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const token = z.string().check(z.regex(INTAKE_TOKEN));
const locale = z._default(z.enum(LOCALES), "en");

/** The date-of-birth gate (or, for a visit booked without one, the booking's e-mail address). */
export const openFormsSchema = z.strictObject({
  token,
  answer: z.string().check(z.trim(), z.maxLength(254)),
  locale,
});

/** One section's "Save and continue" (or "Yes, still correct"), with the section's own fields. */
export const saveSectionSchema = z.strictObject({
  token,
  section: z.enum(INTAKE_SECTIONS),
  answers: z.record(z.string().check(z.maxLength(40)), z.unknown()),
  locale,
});

/** The clinic's actions on one visit's forms. */
export const intakeBookingSchema = z.strictObject({ bookingId: z.uuid() });
export const intakeFormSchema = z.strictObject({ formId: z.uuid() });

/** A date of birth as typed into the gate: a real day, not in the future. */
export const isBirthDate = (v: string) => isCalendarDate(v) && v >= "1900-01-01" && v <= todayInToronto();
