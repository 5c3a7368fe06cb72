/**
 * Consent to texts (issue 54): "Text me about my appointments" and "Text me when my next eye exam
 * is due", on the account (every record of the account's own and their household's, as the e-mail
 * recall switch) and on a patient's page (the front desk's record of what the patient said). The
 * database's private.set_text_consent decides who may change which record and keeps the recall
 * answer with its words (CASL). A number's STOP or "Can't receive texts" is the number's, shown here.
 */
import type { Locale } from "@/content/i18n/locales";
import { assertAdmin } from "@/lib/admin/assert";
import type { Caller, Db, Queryable } from "@/lib/db/types";
import { toE164 } from "./phone";

type User = Caller & { kind: "user" };

export type TextConsent = { mobile: string | null; appointments: boolean; recall: boolean; stopped: boolean; cannotReceive: boolean };
export type TextConsentChange = { mobile: string; appointments: boolean; recall: boolean };

/** Whether a number replied STOP, or Twilio said it can't receive texts (read with the role lifted). */
export async function numberState(q: Queryable, mobile: string | null): Promise<{ stopped: boolean; cannotReceive: boolean }> {
  if (!mobile) return { stopped: false, cannotReceive: false };
  const [row] = await q.query<{ stopped: boolean; cannot: boolean }>("select stopped_at is not null as stopped, cannot_receive_at is not null as cannot from private.sms_numbers where number = $1", [mobile]);
  return { stopped: row?.stopped ?? false, cannotReceive: row?.cannot ?? false };
}

/** The account's: on when every own record says yes; null with no record yet. */
export async function ownTextConsent(db: Db, caller: User): Promise<TextConsent | null> {
  return db.run(caller, async (tx) => {
    const [row] = await tx.query<{ n: number; mobile: string | null; appointments: boolean | null; recall: boolean | null }>(
      `select count(*)::int as n, (array_agg(mobile order by (user_id = (select auth.uid())) desc nulls last, created_at) filter (where mobile is not null))[1] as mobile,
              bool_and(sms_appointments) as appointments, bool_and(sms_recall) as recall
       from public.patients where id in (select private.own_patient_ids())`,
    );
    if (!row?.n) return null;
    const state = await tx.asSystem((q) => numberState(q, row.mobile));
    return { mobile: row.mobile, appointments: row.appointments ?? false, recall: row.recall ?? false, ...state };
  });
}

/** The account's switch, for every own record; how many were changed (0: none yet). */
export async function setOwnTextConsent(db: Db, caller: User, change: TextConsentChange, words: string, locale: Locale): Promise<number> {
  const mobile = toE164(change.mobile);
  return db.run(caller, async (tx) => {
    const ids = await tx.query<{ id: string }>("select id from public.patients where id in (select private.own_patient_ids()) order by id");
    let n = 0;
    for (const { id } of ids) {
      const [row] = await tx.query<{ ok: boolean }>("select private.set_text_consent($1, $2, $3, $4, 'account', $5, $6) as ok", [
        id, change.appointments, change.recall, mobile, words, locale,
      ]);
      if (row.ok) n += 1;
    }
    return n;
  });
}

/** A record's, for the Owner and the Front desk (`patients`); null when there is no such record. */
export async function patientTextConsent(db: Db, caller: User, patientId: string): Promise<TextConsent | null> {
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "patients");
    const [row] = await tx.query<{ mobile: string | null; appointments: boolean; recall: boolean }>(
      "select mobile, sms_appointments as appointments, sms_recall as recall from public.patients where id = $1 and merged_into is null",
      [patientId],
    );
    if (!row) return null;
    const state = await tx.asSystem((q) => numberState(q, row.mobile));
    return { ...row, ...state };
  });
}

/** The front desk's record of what the patient said: false when the caller may not, or no such record. */
export async function setPatientTextConsent(db: Db, caller: User, patientId: string, change: TextConsentChange, words: string): Promise<boolean> {
  const mobile = toE164(change.mobile);
  return db.run(caller, async (tx) => {
    const [row] = await tx.query<{ ok: boolean }>("select private.set_text_consent($1, $2, $3, $4, 'front-desk', $5, 'en') as ok", [
      patientId, change.appointments, change.recall, mobile, words,
    ]);
    return row.ok;
  });
}
