import type { WaitlistTime } from "@/content/waitlist";
import type { Caller, Db } from "@/lib/db/types";

type User = Caller & { kind: "user" };

export type LiveEntry = {
  id: string;
  patient_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  service_type: string;
  clinic_id: string | null;
  optometrist: string | null;
  language: string | null;
  earliest: string;
  latest: string;
  times: WaitlistTime[];
  created_at: string;
};

/** Live entries (not ended, not past their latest date) in the order they joined; RLS gives none without `patients`. */
export async function listLiveEntries(db: Db, caller: User, limit = 500): Promise<LiveEntry[]> {
  return db.run(caller, (tx) =>
    tx.query<LiveEntry>(
      `select w.id, w.patient_id, w.first_name, w.last_name, w.email, w.phone, w.service_type, w.clinic_id, s.title as optometrist, w.language,
              w.earliest::text, w.latest::text, w.times, w.created_at::text
       from public.waitlist_entries w left join public.staff s on s.id = w.optometrist_id
       where w.ended_at is null and w.latest >= (now() at time zone 'America/Toronto')::date
       order by w.created_at, w.id limit $1`,
      [limit],
    ),
  );
}

/** "Remove" with a reason: false when the caller may not, or the entry has already ended. */
export async function removeWaitlistEntry(db: Db, caller: User, id: string, reason: string): Promise<boolean> {
  const [row] = await db.run(caller, (tx) => tx.query<{ ok: boolean }>("select private.remove_waitlist_entry($1, $2) as ok", [id, reason]));
  return row.ok;
}
