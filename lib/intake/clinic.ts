/**
 * The clinic's side of the intake forms (issue 52): each visit's status on the day sheet, "Send
 * forms again", "Fill in here" on the clinic's tablet, the patient's "Forms" and "Add to record".
 * Each runs as the staff member, the permission checked in the same transaction; the answers
 * come through private.patient_intake_forms, which shows the health history only with
 * `health-history`, and every opening is a row in the access log ("Intake forms").
 */
import { BRAND } from "@/content/brand";
import { localeOr } from "@/content/i18n/locales";
import { INTAKE_ADMIN_COPY as C, type IntakeSection } from "@/content/intake";
import { type Accessor, logAccess } from "@/lib/access-log/log";
import { assertAdmin, NotAdminError } from "@/lib/admin/assert";
import { formatDay } from "@/lib/booking/format";
import type { Caller, Db, Queryable, Tx } from "@/lib/db/types";
import { enqueueMail } from "@/lib/mail/outbox";
import { patientOf } from "@/lib/patients/link";
import { intakeBookingSchema, intakeFormSchema, type IntakeAnswers } from "@/lib/validations/intake";
import { ensureForm, formsUrl, linkEndsAt, mintFormLink } from "./links";
import { intakeWords } from "./words";

type User = Caller & { kind: "user" };
export type FormStatus = "not_started" | "in_progress" | "done";
export type VisitForms = { status: FormStatus; urgent: boolean; lockbox: boolean };

/** The forms of the day sheet's visits, by booking id (RLS: the bookings the caller may see). A visit without a form is "Not started". */
export async function formsOfVisits(q: Queryable, bookingIds: readonly string[]): Promise<Map<string, VisitForms>> {
  if (!bookingIds.length) return new Map();
  const rows = await q.query<{ booking_id: string; status: FormStatus; urgent: boolean; lockbox: boolean }>(
    "select booking_id, status, urgent, lockbox from public.intake_forms where booking_id = any($1::uuid[])",
    [bookingIds],
  );
  return new Map(rows.map((r) => [r.booking_id, { status: r.status, urgent: r.urgent, lockbox: r.lockbox }]));
}

export type ClinicResult = { ok: true } | { ok: false; error: string };

type Visit = { id: string; first_name: string; email: string; starts_at: Date | string; status: string; language: string };
async function liveVisit(tx: Tx, bookingId: string, now: Date): Promise<Visit | null> {
  const [v] = await tx.query<Visit>("select id, first_name, email, starts_at, status, language from public.bookings where id = $1", [bookingId]);
  if (!v || v.status === "cancelled" || now.getTime() >= linkEndsAt(new Date(v.starts_at)).getTime()) return null;
  return v;
}

async function asStaff<T>(db: Db, caller: User, work: (tx: Tx) => Promise<T | ClinicResult>): Promise<T | ClinicResult> {
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, "day-sheet");
      return work(tx);
    });
  } catch (err) {
    if (err instanceof NotAdminError) return { ok: false, error: err.message };
    throw err;
  }
}

/** "Send forms again": a fresh link e-mailed in the visit's language. */
export async function sendFormsAgain(db: Db, caller: User, input: unknown, opts: { siteUrl: string; now?: Date }): Promise<ClinicResult> {
  const parsed = intakeBookingSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: C.notFound };
  const now = opts.now ?? new Date();
  return asStaff(db, caller, async (tx) => {
    const visit = await liveVisit(tx, parsed.data.bookingId, now);
    if (!visit) return { ok: false, error: C.notBookable };
    if (!visit.email) return { ok: false, error: C.noEmail };
    const locale = localeOr(visit.language);
    const m = intakeWords(locale).mail;
    const token = await tx.asSystem(async (q) => mintFormLink(q, await ensureForm(q, visit.id), "mail"));
    const day = formatDay(new Date(visit.starts_at), locale);
    await enqueueMail(tx, {
      patientId: await patientOf(tx, "booking", visit.id),
      kind: "intake-forms",
      to: visit.email,
      subject: m("againSubject", { day }),
      text: [m("greeting", { name: visit.first_name }), m("againLead"), formsUrl(opts.siteUrl, token, locale), m("signOff", { brand: BRAND.name, phone: BRAND.phone })].join("\n\n"),
    });
    return { ok: true };
  }) as Promise<ClinicResult>;
}

/**
 * "Fill in here": a link for the clinic's tablet, opened without the date of birth because a
 * staff member opened it (the access log says who). Returns the token and the visit's language.
 */
export async function openFormsHere(db: Db, caller: User, who: Accessor, input: unknown, now = new Date()): Promise<{ ok: true; token: string; formId: string; locale: string } | { ok: false; error: string }> {
  const parsed = intakeBookingSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: C.notFound };
  const result = await asStaff(db, caller, async (tx) => {
    const visit = await liveVisit(tx, parsed.data.bookingId, now);
    if (!visit) return { ok: false as const, error: C.notBookable };
    const [patient] = await tx.asSystem((q) => q.query<{ email: string | null }>("select p.email from public.bookings b left join public.patients p on p.id = b.patient_id where b.id = $1", [visit.id]));
    const { formId, token } = await tx.asSystem(async (q) => {
      const id = await ensureForm(q, visit.id);
      return { formId: id, token: await mintFormLink(q, id, "desk") };
    });
    return { ok: true as const, token, formId, locale: visit.language, email: patient?.email ?? visit.email };
  });
  if (!result.ok) return result;
  const r = result as { ok: true; token: string; formId: string; locale: string; email: string };
  await logAccess(db, who, [{ kind: "intake-forms", subjectId: r.formId, patientEmail: r.email, allowed: true }]);
  return { ok: true, token: r.token, formId: r.formId, locale: r.locale };
}

export type PatientForm = {
  id: string;
  bookingId: string;
  startsAt: string;
  serviceType: string;
  status: FormStatus;
  urgent: boolean;
  lockbox: boolean;
  language: string;
  answers: Partial<IntakeAnswers>;
  changed: IntakeSection[];
  consent: { version: string; signature: string; at: string; address: string | null; language: string; lockbox: boolean } | null;
  submittedAt: string | null;
  /** Whether the caller sees the health history (`health-history`); otherwise "About you" and insurance only. */
  fullView: boolean;
};

/** One patient's forms, newest first, for their record (empty for a role that may not); each look logged. */
export async function openPatientForms(db: Db, caller: User, who: Accessor, patientId: string, patientEmail: string | null): Promise<PatientForm[]> {
  const rows = await db.run(caller, (tx) =>
    tx.query<{
      id: string; booking_id: string; starts_at: Date | string; service_type: string; status: FormStatus; urgent: boolean; lockbox: boolean; language: string;
      answers: Partial<IntakeAnswers>; changed: IntakeSection[]; consent: PatientForm["consent"]; submitted_at: Date | string | null; full_view: boolean;
    }>("select * from private.patient_intake_forms($1)", [patientId]),
  );
  if (rows.length) await logAccess(db, who, [{ kind: "intake-forms", subjectId: patientId, patientEmail, allowed: true }]);
  return rows.map((r) => ({
    id: r.id,
    bookingId: r.booking_id,
    startsAt: new Date(r.starts_at).toISOString(),
    serviceType: r.service_type,
    status: r.status,
    urgent: r.urgent,
    lockbox: r.lockbox,
    language: r.language,
    answers: r.answers ?? {},
    changed: r.changed,
    consent: r.consent,
    submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
    fullView: r.full_view,
  }));
}

/** "Add to record": what the database says it did ("added", "unchanged"), or a refusal. */
export async function addFormsToRecord(db: Db, caller: User, input: unknown): Promise<{ ok: true; outcome: "added" | "unchanged" } | { ok: false; error: string }> {
  const parsed = intakeFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: C.notFound };
  const [row] = await db.run(caller, (tx) => tx.query<{ outcome: string }>("select private.intake_add_to_record($1) as outcome", [parsed.data.formId]));
  if (row.outcome === "added" || row.outcome === "unchanged") return { ok: true, outcome: row.outcome };
  return { ok: false, error: row.outcome === "refused" ? C.notAllowed : C.notFound };
}
