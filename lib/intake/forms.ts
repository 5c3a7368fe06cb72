/**
 * The patient's side of the intake forms (issue 52): what a link opens, the date-of-birth gate
 * with its lockout, and each section's "Save and continue". Visitors have no rights on the forms;
 * once the token (and the gate) say who it is, the work runs as a named system operation.
 */
import { BRAND } from "@/content/brand";
import type { Locale } from "@/content/i18n/locales";
import {
  CONSENT_VERSION,
  GATE_LOCK_MINUTES,
  GATE_TRIES,
  INTAKE_SECTIONS,
  URGENT_REASONS,
  type IntakeSection,
} from "@/content/intake";
import type { ServiceType } from "@/content/schedule";
import { system, type Db, type Queryable, type Tx } from "@/lib/db/types";
import { enqueueMail } from "@/lib/mail/outbox";
import { isBirthDate, openFormsSchema, saveSectionSchema, type IntakeAnswers } from "@/lib/validations/intake";
import { formOfToken, linkEndsAt, type LinkedForm } from "./links";
import { intakeWords } from "./words";

export type OpenedForm = {
  formId: string;
  bookingId: string;
  firstName: string;
  status: LinkedForm["status"];
  saved: IntakeSection[];
  carried: IntakeSection[];
  answers: Partial<IntakeAnswers>;
  urgent: boolean;
  submittedAt: string | null;
  startsAt: string;
  serviceType: ServiceType;
  location: string;
  /** Whether the record's history is the patient's own to see: always, on their own link. */
  kind: LinkedForm["kind"];
};

export type FormsState =
  | { state: "invalid" }
  | { state: "ended" }
  | { state: "cancelled" }
  | { state: "locked"; minutes: number }
  | { state: "gate"; firstName: string; ask: "birth" | "email" }
  | { state: "open"; form: OpenedForm };

/** Why a link opens nothing, or null when it may open. */
function closedState(form: LinkedForm | null, now: Date): FormsState | null {
  if (!form) return { state: "invalid" };
  if (form.bookingStatus === "cancelled") return { state: "cancelled" };
  if (now.getTime() >= linkEndsAt(form.startsAt).getTime()) return { state: "ended" };
  return null;
}

const lockedMinutes = (form: LinkedForm, now: Date) =>
  form.lockedUntil && form.lockedUntil.getTime() > now.getTime() ? Math.max(1, Math.ceil((form.lockedUntil.getTime() - now.getTime()) / 60_000)) : 0;

async function openedForm(q: Queryable, form: LinkedForm): Promise<OpenedForm> {
  const [r] = await q.query<{
    status: LinkedForm["status"]; saved: IntakeSection[]; carried: IntakeSection[]; answers: Partial<IntakeAnswers>; urgent: boolean;
    submitted_at: Date | string | null; service_type: ServiceType;
  }>(
    `select f.status, f.saved, f.carried, f.answers, f.urgent, f.submitted_at, b.service_type
     from public.intake_forms f join public.bookings b on b.id = f.booking_id where f.id = $1`,
    [form.formId],
  );
  return {
    formId: form.formId,
    bookingId: form.bookingId,
    firstName: form.firstName,
    status: r.status,
    saved: r.saved,
    carried: r.carried,
    answers: r.answers,
    urgent: r.urgent,
    submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
    startsAt: form.startsAt.toISOString(),
    serviceType: r.service_type,
    location: form.location,
    kind: form.kind,
  };
}

/**
 * What the link `token` opens at `now`: a page that says why not, the gate, or (when this browser
 * passed the gate for this link: `opened`) the forms. Following a link changes nothing.
 */
export async function loadForms(db: Db, token: string, opened: (formId: string) => boolean, now = new Date()): Promise<FormsState> {
  if (!openFormsSchema.shape.token.safeParse(token).success) return { state: "invalid" };
  return db.run(system, async (tx) => {
    const form = await formOfToken(tx, token);
    const closed = closedState(form, now);
    if (closed || !form) return closed ?? { state: "invalid" };
    if (opened(form.formId)) return { state: "open", form: await openedForm(tx, form) };
    const minutes = lockedMinutes(form, now);
    if (minutes) return { state: "locked", minutes };
    return { state: "gate", firstName: form.firstName, ask: form.birthDate ? "birth" : "email" };
  });
}

export type GateResult = { ok: true; formId: string } | { ok: false; error: string; closed?: boolean };

/**
 * The gate: the date of birth on the booking (or, for a visit booked without one, its e-mail
 * address). Five wrong answers close the link for 15 minutes. A refusal says nothing about the
 * patient: not whose booking it is, nor how close the answer was.
 */
export async function openForms(db: Db, input: unknown, now = new Date()): Promise<GateResult> {
  const parsed = openFormsSchema.safeParse(input);
  const locale: Locale = parsed.success ? parsed.data.locale : "en";
  const w = intakeWords(locale);
  if (!parsed.success) return { ok: false, error: w.gate("invalid", { phone: BRAND.phone }) };
  const { token, answer } = parsed.data;
  return db.run(system, async (tx) => {
    const form = await formOfToken(tx, token);
    const closed = closedState(form, now);
    if (closed || !form) return { ok: false as const, error: w.gate("invalid", { phone: BRAND.phone }), closed: true };
    const locked = lockedMinutes(form, now);
    if (locked) return { ok: false as const, error: w.gate("locked", { minutes: locked, phone: BRAND.phone }), closed: true };
    const byBirth = Boolean(form.birthDate);
    // A date that is not one (or is in the future) is a typing slip, not a guess: it is not counted.
    if (byBirth && !isBirthDate(answer)) return { ok: false as const, error: w.errors("dateOfBirth") };
    const right = byBirth ? answer === form.birthDate : answer.toLowerCase() === form.email.toLowerCase();
    if (right) {
      await tx.query("update public.intake_forms set failed_tries = 0, locked_until = null where id = $1", [form.formId]);
      return { ok: true as const, formId: form.formId };
    }
    // A lock that has run out starts the count again.
    const [row] = await tx.query<{ failed_tries: number; locked_until: Date | string | null }>(
      `update public.intake_forms
       set failed_tries = case when locked_until is not null and locked_until <= $2 then 1 else failed_tries + 1 end,
           locked_until = case when (case when locked_until is not null and locked_until <= $2 then 1 else failed_tries + 1 end) >= $3
                               then $2::timestamptz + make_interval(mins => $4) else null end
       where id = $1 returning failed_tries, locked_until`,
      [form.formId, now.toISOString(), GATE_TRIES, GATE_LOCK_MINUTES],
    );
    if (row.locked_until) return { ok: false as const, error: w.gate("locked", { minutes: GATE_LOCK_MINUTES, phone: BRAND.phone }), closed: true };
    return { ok: false as const, error: w.gate(byBirth ? "wrong" : "wrongEmail") };
  });
}

export type SaveResult =
  | { ok: true; status: LinkedForm["status"]; urgent: boolean; cardExpired: boolean }
  | { ok: false; error: string; fields?: Record<string, string> };

const stable = (v: unknown): string =>
  v && typeof v === "object" && !Array.isArray(v)
    ? `{${Object.keys(v as object).sort().map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`).join(",")}}`
    : Array.isArray(v) ? `[${[...v].map(stable).sort().join(",")}]` : JSON.stringify(v);

/** The sections whose answers differ from the previous submission's (none without one). */
export function changedSections(now: Partial<IntakeAnswers>, before: Partial<IntakeAnswers> | null): IntakeSection[] {
  if (!before) return [];
  return INTAKE_SECTIONS.filter((s) => s !== "consent" && stable(now[s] ?? null) !== stable(before[s] ?? null));
}

const isUrgent = (reasons: readonly string[] | undefined) => (reasons ?? []).some((r) => (URGENT_REASONS as readonly string[]).includes(r));

/**
 * One section's "Save and continue" (or "Yes, still correct"). Each save writes its own section
 * in one statement, so two devices saving different sections at once both keep theirs; the
 * consent section sends the forms, once: a second send (another device, a double click) is told
 * they were already sent.
 */
export async function saveSection(
  db: Db,
  input: unknown,
  opts: { opened: (formId: string) => boolean; now?: Date; address: string | null; clinicInbox: string },
): Promise<SaveResult> {
  const parsed = saveSectionSchema.safeParse(input);
  const locale: Locale = parsed.success ? parsed.data.locale : "en";
  const w = intakeWords(locale);
  if (!parsed.success) return { ok: false, error: w.page("failed") };
  const { token, section } = parsed.data;
  const checked = w.schemas[section].safeParse(parsed.data.answers);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const issue of checked.error.issues) fields[String(issue.path[0] ?? "")] ??= issue.message;
    return { ok: false, error: checked.error.issues[0].message, fields };
  }
  const now = opts.now ?? new Date();
  return db.run(system, async (tx) => {
    const form = await formOfToken(tx, token);
    if (closedState(form, now) || !form || !opts.opened(form.formId)) return { ok: false as const, error: w.page("closed") };
    if (section === "consent") return sendForms(tx, form, checked.data as IntakeAnswers["consent"], locale, now, opts);
    const answers = checked.data as Record<string, unknown>;
    const [row] = await tx.query<{ status: LinkedForm["status"]; urgent: boolean }>(
      `update public.intake_forms set
         answers = jsonb_set(answers, array[$2], $3::jsonb),
         saved = array(select distinct s from unnest(saved || $2::text) s order by 1),
         carried = array_remove(carried, $2),
         status = case when status = 'not_started' then 'in_progress' else status end,
         urgent = case when $2 = 'reasons' then $4 else urgent end,
         updated_at = now()
       where id = $1 and status <> 'done'
       returning status, urgent`,
      [form.formId, section, JSON.stringify(answers), section === "reasons" ? isUrgent(answers.reasons as string[]) : false],
    );
    if (!row) return { ok: false as const, error: w.page("alreadySent") };
    const expiry = section === "insurance" ? String(answers.cardExpiry ?? "") : "";
    return { ok: true as const, status: row.status, urgent: row.urgent, cardExpired: expiry !== "" && expiry < now.toISOString().slice(0, 10) };
  });
}

async function sendForms(
  tx: Tx,
  form: LinkedForm,
  consent: IntakeAnswers["consent"],
  locale: Locale,
  now: Date,
  opts: { address: string | null; clinicInbox: string },
): Promise<SaveResult> {
  const w = intakeWords(locale);
  const [current] = await tx.query<{ saved: IntakeSection[]; answers: Partial<IntakeAnswers>; previous: Partial<IntakeAnswers> | null; status: string }>(
    `select f.saved, f.answers, f.status, p.answers as previous from public.intake_forms f
     left join public.intake_forms p on p.id = f.previous_id where f.id = $1 for update of f`,
    [form.formId],
  );
  if (current.status === "done") return { ok: false, error: w.page("alreadySent") };
  const missing = INTAKE_SECTIONS.filter((s) => s !== "consent" && !current.saved.includes(s));
  if (missing.length) return { ok: false, error: w.page("missingSections", { sections: missing.map((s) => w.page(`sections.${s}`)).join(", ") }) };
  const answers = { ...current.answers, consent };
  const record = {
    version: CONSENT_VERSION,
    language: locale,
    signature: consent.signature,
    at: now.toISOString(),
    address: opts.address,
    lockbox: consent.lockbox,
    // The exact words the patient was shown and agreed to, as the page showed them.
    words: { privacy: w.page("consent.privacy"), exam: w.page("consent.exam"), lockbox: w.page("consent.lockbox"), signature: w.page("consent.signature") },
  };
  const [row] = await tx.query<{ urgent: boolean }>(
    `update public.intake_forms set answers = $2::jsonb, saved = array(select distinct s from unnest(saved || 'consent'::text) s order by 1),
       carried = '{}', status = 'done', submitted_at = $3, consent = $4::jsonb, changed = $5::text[], lockbox = $6, updated_at = now()
     where id = $1 and status <> 'done' returning urgent`,
    [form.formId, JSON.stringify(answers), now.toISOString(), JSON.stringify(record), changedSections(answers, current.previous), consent.lockbox],
  );
  if (!row) return { ok: false, error: w.page("alreadySent") };
  // The lockbox request is the clinic's to act on: a notice to its inbox, no health details in it.
  if (consent.lockbox) {
    await enqueueMail(tx, {
      kind: "intake-lockbox",
      to: opts.clinicInbox,
      subject: `Lockbox request: ${form.firstName} ${form.lastName}`,
      text: `${form.firstName} ${form.lastName} asked, on their intake forms, to keep part of their record from someone.\n\nOpen the patient's record, "Forms", to read the request and act on it.\nPatient: /brampton/admin/patients/${form.patientId ?? ""}`,
    });
  }
  return { ok: true, status: "done", urgent: row.urgent, cardExpired: false };
}
