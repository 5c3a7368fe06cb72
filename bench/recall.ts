/**
 * Issue 43's recall case: 100,000 patients (60 % consenting, households of up to four sharing an
 * address, due dates spread over two years either side of today, a tenth with an exam booked ahead,
 * a visit seen for each), then the daily send (every notice due, run after run until none is left)
 * and the front desk's list, tab by tab. Goals: the send under 30 s and 100 MB of growth, the list's
 * pages under 300 ms. BENCH_ONLY=recall runs it alone; BENCH_RECALL=20000 scales it down.
 */
import { performance } from "node:perf_hooks";
import { percentiles, round } from "./support/timing";
import { migrate } from "@/lib/db/migrate";
import { system, type Caller, type Db } from "@/lib/db/types";
import { recallList } from "@/lib/recall/list";
import { queueRecallNotices } from "@/lib/recall/send";

const RUNS = 20;
const mb = (bytes: number) => round(bytes / 1024 / 1024);
const time = (fn: (i: number) => Promise<unknown>) => percentiles(RUNS, fn);

/** Every notice due at `now`, run after run (500 patients each) as the timer would, until none is left. */
async function sendAll(db: Db, now: Date) {
  global.gc?.();
  const rss = process.memoryUsage().rss;
  let peak = rss;
  const t = performance.now();
  let emails = 0;
  let runs = 0;
  for (;;) {
    const n = await queueRecallNotices(db, { siteUrl: "https://brightview.example.com", now });
    runs++;
    peak = Math.max(peak, process.memoryUsage().rss);
    if (n === 0) break;
    emails += n;
  }
  return { seconds: round((performance.now() - t) / 1000), emails, runs, growthMB: mb(peak - rss) };
}

export async function measureRecall(db: Db) {
  const n = Number(process.env.BENCH_RECALL ?? 100_000);
  const sys = (sql: string, params: unknown[] = []) => db.run(system, (tx) => tx.query(sql, params));
  await migrate(db);

  const households = Math.round(n / 2.5);
  await sys("insert into public.households (id) select gen_random_uuid() from generate_series(1, $1)", [households]);
  await sys(
    `with h as (select id, (row_number() over (order by id))::int as k from public.households)
     insert into public.patients (first_name, last_name, date_of_birth, email, phone, language, clinic_id, household_id, next_exam_due,
                                  recall_consent, recall_consent_at, eligible_conditions, contact_lens_wearer)
     select (array['Aarav','Simran','Harpreet','Meera','Ravi','Anna','Jasleen','Arjun','Priya','Omar'])[1 + i % 10] || i,
            (array['Gill','Sandhu','Shah','Nair','Lee','Singh','Kaur','Patel'])[1 + i % 8],
            date '1935-01-01' + (i * 53 % 32000),
            'home' || (i % $2) || '@example.com', '905-555-' || lpad((i % 10000)::text, 4, '0'),
            (array['en','en','pa','hi'])[1 + i % 4], (array['steeles','goreway'])[1 + i % 2], h.id,
            current_date - 730 + (i * 7919 % 1460),
            -- Consent by a hash, not by i: i alone would tie it to the due day (1,460 days is a multiple of 5).
            abs(hashtext(i::text)) % 5 < 3, now(), case when i % 9 = 0 then array['diabetes'] else '{}' end, i % 7 = 0
     from generate_series(1, $1) i join h on h.k = 1 + i % $2`,
    [n, households],
  );
  // A visit seen for each (the last visit the e-mail names), and an exam booked ahead for a tenth.
  const [{ id: optometrist }] = (await sys("select id from public.staff where role = 'optometrist' and active order by title limit 1")) as { id: string }[];
  await sys(
    `insert into public.bookings (group_id, patient_id, first_name, last_name, email, phone, preferred_date, service_type, location,
       starts_at, ends_at, room, status, seen_at, optometrist_id)
     select gen_random_uuid(), p.id, p.first_name, p.last_name, p.email, p.phone, p.next_exam_due - 730, 'Comprehensive Eye Exam', p.clinic_id,
            timestamptz '2010-01-01 14:00+00' + k * interval '20 minutes', timestamptz '2010-01-01 14:10+00' + k * interval '20 minutes',
            1 + k % 3, 'completed', timestamptz '2010-01-01 14:00+00' + k * interval '20 minutes', $1
     from (select id, first_name, last_name, email, phone, clinic_id, next_exam_due, (row_number() over (order by id))::int as k from public.patients) p`,
    [optometrist],
  );
  await sys(
    `insert into public.bookings (group_id, patient_id, first_name, last_name, email, phone, preferred_date, service_type, location,
       starts_at, ends_at, room, status)
     select gen_random_uuid(), p.id, p.first_name, p.last_name, p.email, p.phone, current_date + 30, 'Comprehensive Eye Exam', p.clinic_id,
            now() + interval '30 days' + k * interval '20 minutes', now() + interval '30 days' + k * interval '20 minutes' + interval '10 minutes', 1 + k % 3, 'requested'
     from (select id, first_name, last_name, email, phone, clinic_id, (row_number() over (order by id))::int as k from public.patients) p
     where k % 10 = 0`,
  );
  // Calls the front desk logged for a fifth of those due around now (the Contacted tab).
  await sys(
    `insert into public.recall_calls (patient_id, due, outcome, staff_email)
     select id, next_exam_due, 'left-message', 'desk@example.com' from public.patients
     where next_exam_due between current_date - 60 and current_date + 30 and abs(hashtext(id::text)) % 5 = 0`,
  );
  await sys("analyze");
  const [counts] = (await sys(
    `select (select count(*) from public.patients)::int as patients, (select count(*) from public.patients where recall_consent)::int as consenting,
            (select count(*) from public.bookings)::int as visits`,
  )) as { patients: number; consenting: number; visits: number }[];

  // The first day catches up every notice in its window; a day later, only that day's.
  const now = new Date();
  const firstDay = await sendAll(db, now);
  const nextDay = await sendAll(db, new Date(now.getTime() + 86_400_000));

  const [{ id: userId }] = (await sys("insert into auth.users (email, email_confirmed_at) values ('desk.recall@example.com', now()) returning id")) as { id: string }[];
  await sys("insert into public.user_roles (user_id, role) values ($1, 'front_desk')", [userId]);
  const desk: Caller & { kind: "user" } = { kind: "user", userId, email: "desk.recall@example.com" };
  const list: Record<string, { p50: number; p95: number; rows: number }> = {};
  for (const tab of ["due", "overdue", "contacted", "booked"] as const) {
    for (const [label, extra] of [["page 1", { page: 1 }], ["page 20", { page: 20 }], ["Goreway, page 1", { page: 1, clinic: "goreway" }]] as const) {
      const rows = (await recallList(db, desk, { tab, ...extra })).total;
      list[`${tab}, ${label}`] = { ...(await time(() => recallList(db, desk, { tab, ...extra }))), rows };
    }
  }
  return { counts, firstDay, nextDay, list };
}
