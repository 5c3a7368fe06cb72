import { MERGE_COPY as M, PATIENT_FORM_COPY as F } from "@/content/patients";
import type { Caller, Db, Tx } from "@/lib/db/types";
import type { PatientData } from "@/lib/validations/patients";

type User = Caller & { kind: "user" };
export type WriteResult = { ok: true; id: string } | { ok: false; error: string };

const columns = (d: PatientData) => [
  d.firstName, d.lastName, d.dateOfBirth, d.email, d.phone, d.language, d.address, d.clinicId, d.notes, d.status,
  d.status === "active" ? null : d.statusReason || null, d.nextExamDue,
];

async function history(tx: Tx, patientId: string, actor: string, action: "created" | "edited" | "not-duplicate", detail: string | null) {
  await tx.asSystem((q) =>
    q.query("insert into public.patient_history (patient_id, actor_email, action, detail) values ($1, $2, $3, $4)", [patientId, actor.slice(0, 254), action, detail]),
  );
}

/** A usual clinic must be one the clinic has (a well-formed id of none is the form's message, not a database error). */
async function unknownClinic(tx: Tx, d: PatientData): Promise<boolean> {
  if (!d.clinicId) return false;
  const rows = await tx.query("select 1 from public.clinics where id = $1", [d.clinicId]);
  return rows.length === 0;
}

/** "Add patient": a record made by staff (the `patients` permission; RLS refuses anyone else). */
export async function createPatient(db: Db, caller: User, d: PatientData): Promise<WriteResult> {
  return db.run(caller, async (tx) => {
    if (await unknownClinic(tx, d)) return { ok: false as const, error: F.errors.clinic };
    const [row] = await tx.query<{ id: string }>(
      `insert into public.patients (first_name, last_name, date_of_birth, email, phone, language, address, clinic_id, notes, status, status_reason, next_exam_due)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      columns(d),
    );
    await history(tx, row.id, caller.email, "created", "Added by staff");
    return { ok: true as const, id: row.id };
  });
}

/** "Edit details": what changed goes into the record's history (names of the fields, not their values). */
export async function updatePatient(db: Db, caller: User, id: string, d: PatientData): Promise<WriteResult> {
  return db.run(caller, async (tx) => {
    const [before] = await tx.query<Record<string, unknown>>(
      `select first_name, last_name, date_of_birth::text, email, phone, language, address, clinic_id, notes, status, status_reason,
              next_exam_due::text, merged_into
       from public.patients where id = $1 for update`,
      [id],
    );
    if (!before) return { ok: false as const, error: F.errors.notFound };
    if (before.merged_into) return { ok: false as const, error: F.errors.merged };
    if (await unknownClinic(tx, d)) return { ok: false as const, error: F.errors.clinic };
    const next = columns(d);
    const names = ["first_name", "last_name", "date_of_birth", "email", "phone", "language", "address", "clinic_id", "notes", "status", "status_reason", "next_exam_due"];
    const changed = names.filter((n, i) => (before[n] ?? null) !== (next[i] ?? null));
    if (!changed.length) return { ok: true as const, id };
    await tx.query(
      `update public.patients set first_name = $2, last_name = $3, date_of_birth = $4, email = $5, phone = $6, language = $7, address = $8,
         clinic_id = $9, notes = $10, status = $11, status_reason = $12, next_exam_due = $13, updated_at = now() where id = $1`,
      [id, ...next],
    );
    await history(tx, id, caller.email, "edited", changed.map((n) => n.replace(/_/g, " ")).join(", "));
    return { ok: true as const, id };
  });
}

const MERGE_ERRORS: Record<string, string> = {
  same: M.errors.same,
  merged: M.errors.merged,
  missing: M.errors.missing,
  "reason-needed": M.errors.reasonNeeded,
};

/** "Merge into…": every visit, order, prescription, receipt and message of `from` moves to `into`. */
export async function mergePatients(db: Db, caller: User, from: string, into: string, reason: string, notAllowed: string): Promise<WriteResult> {
  const [row] = await db.run(caller, (tx) =>
    tx.query<{ result: string }>("select private.merge_patients($1, $2, $3, $4) as result", [from, into, reason, caller.email.slice(0, 254)]),
  );
  if (row.result === "merged-ok") return { ok: true, id: into };
  if (row.result === "not-allowed") return { ok: false, error: notAllowed };
  return { ok: false, error: MERGE_ERRORS[row.result] ?? M.errors.missing };
}

/** "Not the same person": the pair is not listed again; both histories say who decided. */
export async function dismissDuplicate(db: Db, caller: User, a: string, b: string): Promise<WriteResult> {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return db.run(caller, async (tx) => {
    const rows = await tx.query<{ a: string }>(
      "update public.patient_duplicates set dismissed_at = now(), dismissed_by = $3 where a = $1 and b = $2 and dismissed_at is null returning a",
      [lo, hi, caller.email.slice(0, 254)],
    );
    if (!rows.length) return { ok: false as const, error: F.errors.notFound };
    for (const [id, other] of [[lo, hi], [hi, lo]]) await history(tx, id, caller.email, "not-duplicate", other);
    return { ok: true as const, id: lo };
  });
}
