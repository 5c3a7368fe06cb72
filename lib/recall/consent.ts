/**
 * Consent to recall e-mail (CASL, docs/recall.md): who said yes or no, when, where and to which
 * words; and the health facts behind a due date (eligible conditions, contact lenses). The
 * database's functions decide whose answer each caller may read or record.
 */
import type { Locale } from "@/content/i18n/locales";
import type { EligibleCondition } from "@/content/recall";
import { logAccess, type Accessor } from "@/lib/access-log/log";
import { type Caller, type Db, type Queryable } from "@/lib/db/types";

type User = Caller & { kind: "user" };

/** The booking form's box, ticked: the patients of the booking just made, in its transaction. */
export async function recordBookingConsent(tx: Queryable, groupId: string, words: string, locale: Locale): Promise<void> {
  await tx.query("select private.recall_consent_from_booking($1, $2, $3)", [groupId, words, locale]);
}

/** The account's "Exam due reminders": on when every record of the account's own says yes; null with no record. */
export async function ownRecallConsent(db: Db, caller: User): Promise<boolean | null> {
  const [row] = await db.run(caller, (tx) =>
    tx.query<{ on: boolean | null }>("select bool_and(recall_consent) as on from public.patients where id in (select private.own_patient_ids())"),
  );
  return row?.on ?? null;
}

/** The account's switch: every record of the account's own and their household's; how many were changed. */
export async function setOwnRecallConsent(db: Db, caller: User, on: boolean, words: string): Promise<number> {
  const [row] = await db.run(caller, (tx) => tx.query<{ n: number }>("select private.set_own_recall_consent($1, $2, 'en') as n", [on, words]));
  return Number(row.n);
}

/** The front desk's record of what the patient said: false when the caller may not, or no such patient. */
export async function setPatientRecallConsent(db: Db, caller: User, patientId: string, on: boolean, words: string): Promise<boolean> {
  const [row] = await db.run(caller, (tx) => tx.query<{ ok: boolean }>("select private.set_patient_recall_consent($1, $2, $3) as ok", [patientId, on, words]));
  return row.ok;
}

/** `channel`: "email", or "sms" for "Text me when my next eye exam is due" (issue 54). */
export type ConsentEntry = { at: string; given: boolean; source: string; words: string; language: string; actor_email: string | null; channel: "email" | "sms" };

/** A record's answers, newest first (RLS: whoever may open the record). */
export async function recallConsentHistory(db: Db, caller: User, patientId: string): Promise<ConsentEntry[]> {
  return db.run(caller, (tx) =>
    tx.query<ConsentEntry>(
      "select at::text, given, source, words, language, actor_email, channel from public.recall_consents where patient_id = $1 order by at desc, id desc limit 20",
      [patientId],
    ),
  );
}

export type PatientConditions = { conditions: EligibleCondition[]; contactLens: boolean };

/**
 * A record's eligible conditions and contact lenses, for staff with `prescriptions` who may open the
 * record (null for anyone else), each look a row in the access log.
 */
export async function openPatientConditions(db: Db, caller: User, who: Accessor, patientId: string, patientEmail: string | null): Promise<PatientConditions | null> {
  const [row] = await db.run(caller, (tx) =>
    tx.query<{ eligible_conditions: EligibleCondition[]; contact_lens_wearer: boolean }>("select * from private.patient_conditions($1)", [patientId]),
  );
  if (!row) return null;
  await logAccess(db, who, [{ kind: "eligible-conditions", subjectId: patientId, patientEmail, allowed: true }]);
  return { conditions: row.eligible_conditions, contactLens: row.contact_lens_wearer };
}

/** The same gate for a change, which the record's history keeps: false when the caller may not. */
export async function savePatientConditions(db: Db, caller: User, patientId: string, value: PatientConditions): Promise<boolean> {
  const [row] = await db.run(caller, (tx) =>
    tx.query<{ ok: boolean }>("select private.set_patient_conditions($1, $2::text[], $3) as ok", [patientId, value.conditions, value.contactLens]),
  );
  return row.ok;
}
