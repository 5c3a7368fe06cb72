import { appendAccess, type Accessor } from "@/lib/access-log/log";
import { can, type StaffRole } from "@/lib/auth/permissions";
import { system, type Caller, type Db } from "@/lib/db/types";
import { isEmptySearch, parsePatientSearch } from "./search-terms";

type User = Caller & { kind: "user" };

export type PatientRow = {
  id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  phone: string | null;
  email: string | null;
  clinic_id: string | null;
  status: string;
  last_visit: string | null;
  next_visit: string | null;
};

export const SEARCH_LIMIT = 50;

/** The search box's answer: at most 50 records, by last then first name; nothing for too little text. */
export async function searchPatients(db: Db, caller: User, q: string): Promise<PatientRow[]> {
  const s = parsePatientSearch(q);
  if (isEmptySearch(s)) return [];
  return db.run(caller, (tx) =>
    tx.query<PatientRow>(
      `select id, first_name, last_name, date_of_birth::text, phone, email, clinic_id, status,
              last_visit::text, next_visit::text
       from private.search_patients($1::text[], $2, $3::date, $4)`,
      [s.terms, s.digits, s.birth, SEARCH_LIMIT],
    ),
  );
}

export type PatientRecord = {
  patient: {
    id: string;
    first_name: string;
    last_name: string;
    date_of_birth: string | null;
    email: string | null;
    phone: string | null;
    language: "en" | "pa" | "hi";
    address: string | null;
    clinic_id: string | null;
    notes: string | null;
    status: "active" | "do-not-contact";
    status_reason: "moved" | "deceased" | "asked" | null;
    merged_into: string | null;
    has_account: boolean;
    household_id: string | null;
    created_at: string;
    next_exam_due: string | null;
    /** Consent to recall e-mail as it stands (the newest answer by e-mail). */
    recall_consent: boolean;
  };
  household: { id: string; first_name: string; last_name: string; date_of_birth: string | null }[];
  visits: { id: string; starts_at: string | null; preferred_date: string; location: string; service_type: string; optometrist: string | null; status: string; no_show_at: string | null; no_show_by: string | null }[];
  orders: { id: string; order_number: string; created_at: string; total_amount: string; status: string }[];
  receipts: { number: string; issued_at: string; kind: string }[];
  /** Null when the role may not read prescriptions. */
  prescriptions: { order_number: string; source: string; verified_at: string | null; verified_by: string | null }[] | null;
  /** Null when the role may not read messages (the `patients` permission). */
  /** E-mails and texts, both ways (`direction` "in": a text the patient sent); Twilio's delivery state beside a text. */
  messages: { created_at: string; kind: string; status: string; subject: string; channel: string; direction: string; delivery_status: string | null }[] | null;
  history: { at: string; actor_email: string | null; action: string; detail: string | null }[] | null;
};

export type OpenedRecord = { ok: true; record: PatientRecord } | { ok: false; reason: "refused" | "missing" };

/**
 * One patient's page as a staff member opens it: read as the caller (RLS decides), and every
 * opening, allowed or refused, is a row in the access log ("patient record").
 */
export async function openPatientRecord(db: Db, caller: User, role: StaffRole, who: Accessor, id: string): Promise<OpenedRecord> {
  const record = await db.run(caller, async (tx): Promise<PatientRecord | null> => {
    const [patient] = await tx.query<PatientRecord["patient"]>(
      `select id, first_name, last_name, date_of_birth::text, email, phone, language, address, clinic_id, notes, status, status_reason,
              merged_into, user_id is not null as has_account, household_id, created_at::text, next_exam_due::text, recall_consent
       from public.patients where id = $1`,
      [id],
    );
    if (!patient) return null;
    const seesAll = can(role, "patients");
    // One after another: a transaction's queries share one connection.
    const household = patient.household_id
      ? await tx.query<PatientRecord["household"][number]>(
          `select id, first_name, last_name, date_of_birth::text from public.patients
           where household_id = $1 and id <> $2 and merged_into is null order by date_of_birth nulls last, first_name`,
          [patient.household_id, id],
        )
      : [];
    // The record's visits: the page was let in, so the system reads them (an Optician has no day sheet).
    const visits = await tx.asSystem((q) =>
      q.query<PatientRecord["visits"][number]>(
        `select b.id, b.starts_at::text, b.preferred_date::text, b.location, b.service_type, s.title as optometrist, b.status,
                b.no_show_at::text, (select u.email from auth.users u where u.id = b.no_show_by) as no_show_by
         from public.bookings b left join public.staff s on s.id = b.optometrist_id
         where b.patient_id = $1 order by coalesce(b.starts_at, b.preferred_date::timestamptz) desc limit 200`,
        [id],
      ),
    );
    const seesOrders = seesAll || can(role, "orders");
    const orders = seesOrders
      ? await tx.query<PatientRecord["orders"][number]>(
          "select id, order_number, created_at::text, total_amount::text, status from public.orders where patient_id = $1 order by created_at desc limit 200",
          [id],
        )
      : [];
    const receipts = seesOrders
      ? await tx.query<PatientRecord["receipts"][number]>(
          "select number, issued_at::text, kind from public.receipts where patient_id = $1 order by issued_at desc limit 200",
          [id],
        )
      : [];
    // Read as the caller (RLS: the `prescriptions` permission); who verified each is named by the system.
    const prescriptions = can(role, "prescriptions")
      ? await tx.query<NonNullable<PatientRecord["prescriptions"]>[number]>(
          `select o.order_number, l.prescription_source as source, l.verified_at::text, l.verified_by::text
           from public.order_lens l join public.orders o on o.id = l.order_id
           where l.patient_id = $1 and l.prescription_source is not null order by l.created_at desc limit 200`,
          [id],
        )
      : null;
    const verifiers = prescriptions?.some((p) => p.verified_by)
      ? await tx.asSystem((q) =>
          q.query<{ id: string; email: string }>("select id::text, email from auth.users where id = any($1::uuid[])", [prescriptions.map((p) => p.verified_by).filter(Boolean)]),
        )
      : [];
    for (const p of prescriptions ?? []) p.verified_by = verifiers.find((v) => v.id === p.verified_by)?.email ?? p.verified_by;
    const messages = seesAll
      ? await tx.query<NonNullable<PatientRecord["messages"]>[number]>(
          "select created_at::text, kind, status, subject, channel, direction, delivery_status from private.patient_messages($1, 100)",
          [id],
        )
      : null;
    const history = seesAll
      ? await tx.query<NonNullable<PatientRecord["history"]>[number]>(
          "select at::text, actor_email, action, detail from public.patient_history where patient_id = $1 order by at desc, id desc limit 200",
          [id],
        )
      : null;
    return { patient, household, visits, orders, receipts, prescriptions, messages, history };
  });
  // Whose record it is, for the log: the record's e-mail when it is known (the patient's "Who has looked").
  const [exists] = await db.run(system, (tx) => tx.query<{ email: string | null }>("select email from public.patients where id = $1", [id]));
  if (!exists) return { ok: false, reason: "missing" };
  await db.run(system, (tx) => appendAccess(tx, who, [{ kind: "patient-record", subjectId: id, patientEmail: exists.email, allowed: record !== null }]));
  return record ? { ok: true, record } : { ok: false, reason: "refused" };
}

export type DuplicatePair = {
  reason: "same-name-and-contact" | "same-birth-and-contact";
  created_at: string;
  a: DuplicateSide;
  b: DuplicateSide;
};
export type DuplicateSide = { id: string; first_name: string; last_name: string; date_of_birth: string | null; email: string | null; phone: string | null; visits: number; created_at: string };

/** Pairs still to review, newest first. */
export async function listDuplicates(db: Db, caller: User, limit = 100): Promise<DuplicatePair[]> {
  return db.run(caller, (tx) =>
    tx.query<DuplicatePair>(
      `select d.reason, d.created_at::text,
              jsonb_build_object('id', a.id, 'first_name', a.first_name, 'last_name', a.last_name, 'date_of_birth', a.date_of_birth,
                                 'email', a.email, 'phone', a.phone, 'created_at', a.created_at, 'visits', (select count(*) from public.bookings b where b.patient_id = a.id)) as a,
              jsonb_build_object('id', b.id, 'first_name', b.first_name, 'last_name', b.last_name, 'date_of_birth', b.date_of_birth,
                                 'email', b.email, 'phone', b.phone, 'created_at', b.created_at, 'visits', (select count(*) from public.bookings x where x.patient_id = b.id)) as b
       from public.patient_duplicates d
       join public.patients a on a.id = d.a and a.merged_into is null
       join public.patients b on b.id = d.b and b.merged_into is null
       where d.dismissed_at is null
       order by d.created_at desc limit $1`,
      [limit],
    ),
  );
}

export type FamilyMember = { id: string; first_name: string; last_name: string; is_self: boolean; next_visit: string | null; location: string | null; service_type: string | null };

/** A signed-in customer's own record and their household's, each with their next visit (theirs only). */
export async function listOwnFamily(db: Db, caller: User): Promise<FamilyMember[]> {
  return db.run(caller, (tx) =>
    tx.query<FamilyMember>("select id, first_name, last_name, is_self, next_visit::text, location, service_type from private.own_family()"),
  );
}

export type PatientPrefill = { firstName: string; lastName: string; email: string; phone: string; dateOfBirth: string };

/** "Book an appointment" from a patient's page: their details for the booking form (RLS decides who may read them). */
export async function patientPrefill(db: Db, caller: User, id: string): Promise<PatientPrefill | null> {
  const [row] = await db.run(caller, (tx) =>
    tx.query<{ first_name: string; last_name: string; email: string | null; phone: string | null; date_of_birth: string | null }>(
      "select first_name, last_name, email, phone, date_of_birth::text from public.patients where id = $1 and merged_into is null",
      [id],
    ),
  );
  return row ? { firstName: row.first_name, lastName: row.last_name, email: row.email ?? "", phone: row.phone ?? "", dateOfBirth: row.date_of_birth ?? "" } : null;
}

/**
 * The clinic a signed-in person usually visits: their own patient record's clinic, else the
 * clinic of their latest visit booked from their address. Null for a visitor or a new patient.
 */
export async function usualClinicOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.run(system, (tx) =>
    tx.query<{ clinic: string | null }>(
      `select coalesce(
         (select clinic_id from public.patients where user_id = $1 and clinic_id is not null order by updated_at desc limit 1),
         (select b.location from public.bookings b join auth.users u on lower(u.email) = lower(b.email)
          where u.id = $1 and b.status <> 'cancelled' order by b.created_at desc limit 1)) as clinic`,
      [userId],
    ),
  );
  return row?.clinic ?? null;
}
