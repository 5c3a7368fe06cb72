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

export type OfferRecord = {
  id: string;
  clinic_id: string;
  service_type: string;
  starts_at: string;
  ends_at: string;
  reason: string;
  created_at: string;
  status: "open" | "taken" | "gone";
  gone_reason: string | null;
  taken_by: string | null;
  asks: { name: string; asked_at: string; batch: number; taken: boolean }[];
};

/** The offers made for freed times in the last seven days (and any still open), latest first, each with who was asked and when. */
export async function listOffers(db: Db, caller: User, limit = 200): Promise<OfferRecord[]> {
  return db.run(caller, (tx) =>
    tx.query<OfferRecord>(
      `select o.id, o.clinic_id, o.service_type, o.starts_at::text, o.ends_at::text, o.reason, o.created_at::text, o.status, o.gone_reason,
              (select t.first_name || ' ' || t.last_name from public.waitlist_entries t where t.id = o.taken_entry_id) as taken_by,
              coalesce((select json_agg(json_build_object('name', e.first_name || ' ' || e.last_name, 'asked_at', a.asked_at, 'batch', a.batch,
                                                          'taken', e.id = o.taken_entry_id) order by a.asked_at, e.created_at)
                        from public.waitlist_asks a join public.waitlist_entries e on e.id = a.entry_id where a.offer_id = o.id), '[]'::json) as asks
       from public.waitlist_offers o
       where o.created_at >= now() - interval '7 days' or o.status = 'open'
       order by o.created_at desc, o.starts_at limit $1`,
      [limit],
    ),
  );
}

export type WeekFigures = { freed: number; refilled: number; hoursRecovered: number };

/** The last seven days' figures: times freed and offered, times refilled from the waitlist, and the hours those refills recovered. */
export async function weekFigures(db: Db, caller: User): Promise<WeekFigures> {
  const [row] = await db.run(caller, (tx) =>
    tx.query<{ freed: number; refilled: number; minutes: number }>(
      `select count(*)::int as freed, count(*) filter (where status = 'taken')::int as refilled,
              coalesce(sum(extract(epoch from ends_at - starts_at) / 60) filter (where status = 'taken'), 0)::int as minutes
       from public.waitlist_offers where created_at >= now() - interval '7 days'`,
    ),
  );
  return { freed: row.freed, refilled: row.refilled, hoursRecovered: Math.round((row.minutes / 60) * 10) / 10 };
}
