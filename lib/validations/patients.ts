import { PATIENT_FORM_COPY as F, MERGE_COPY as M, PATIENT_STATUS_REASONS } from "@/content/patients";
import { isCalendarDate, todayInToronto } from "@/lib/validations/booking-choices";
import { plainText } from "@/lib/validations/text-checks";
import { nextExamDueText } from "@/lib/validations/recall";
import { z } from "@/lib/validations/z";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isPatientId = (v: unknown): v is string => typeof v === "string" && UUID.test(v);
const patientId = (message: string) => z.string().check(z.regex(UUID, message));

const name = (label: string, required: string) => z.string().check(...plainText(label), z.minLength(1, required), z.maxLength(80, F.errors.tooLong));
const optional = (label: string, max: number, multiline = false) =>
  z.pipe(
    z._default(z.string().check(...plainText(label, { multiline }), z.maxLength(max, F.errors.tooLong)), ""),
    z.transform((v: string) => v || null),
  );

/** "Add patient" and "Edit details": one schema for the form and its action. */
export const patientSchema = z
  .object({
    firstName: name(F.firstName, F.errors.firstName),
    lastName: name(F.lastName, F.errors.lastName),
    dateOfBirth: z.pipe(
      z._default(z.string().check(z.trim(), z.refine((v) => v === "" || (isCalendarDate(v) && v >= "1900-01-01" && v <= todayInToronto()), F.errors.dateOfBirth)), ""),
      z.transform((v: string) => v || null),
    ),
    email: z.pipe(
      z._default(
        z.string().check(
          ...plainText(F.email),
          z.maxLength(254, F.errors.email),
          z.refine((v) => v === "" || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), F.errors.email),
        ),
        "",
      ),
      z.transform((v: string) => v.toLowerCase() || null),
    ),
    phone: z.pipe(
      z._default(z.string().check(...plainText(F.phone), z.refine((v) => v === "" || /^[+()0-9 .-]{7,30}$/.test(v), F.errors.phone)), ""),
      z.transform((v: string) => v || null),
    ),
    language: z.enum(["en", "pa", "hi"], F.errors.tooLong),
    address: optional(F.address, 300),
    clinicId: z.pipe(
      z._default(z.string().check(z.refine((v) => v === "" || /^[a-z][a-z0-9-]{1,39}$/.test(v), F.errors.clinic)), ""),
      z.transform((v: string) => v || null),
    ),
    notes: optional(F.notes, 2000, true),
    nextExamDue: nextExamDueText,
    status: z.enum(["active", "do-not-contact"], F.errors.reason),
    statusReason: z._default(z.union([z.literal(""), z.enum(Object.keys(PATIENT_STATUS_REASONS) as [keyof typeof PATIENT_STATUS_REASONS])]), ""),
  })
  .check(
    z.refine((v) => v.status === "active" || v.statusReason !== "", { message: F.errors.reason, path: ["statusReason"] }),
  );
export type PatientInput = z.input<typeof patientSchema>;
export type PatientData = z.output<typeof patientSchema>;

export const updatePatientSchema = z.object({ id: patientId(F.errors.notFound), details: patientSchema });

/** "Merge into…": the record that goes, the one that stays, and the reason when their dates of birth differ. */
export const mergePatientsSchema = z.object({
  from: patientId(F.errors.notFound),
  into: patientId(M.errors.choose),
  reason: z._default(z.string().check(...plainText("the reason", { multiline: true }), z.maxLength(500, M.errors.reasonTooLong)), ""),
});
export type MergePatientsInput = z.input<typeof mergePatientsSchema>;

export const dismissDuplicateSchema = z.object({ a: patientId(F.errors.notFound), b: patientId(F.errors.notFound) });

/** The search box's text: at most 100 characters; anything the text rule refuses finds nothing. */
export const patientSearchSchema = z.object({ q: z.string().check(z.maxLength(100, "Type fewer characters")) });
