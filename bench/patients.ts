/**
 * Issue 42's patients case: the carry-over migration of 100,000 stored bookings, then the front
 * desk's search and a patient's page at 100,000 patients and 300,000 visits (goals: search p95 and
 * page p95 under 300 ms, migration under 60 s). BENCH_ONLY=patients runs it alone;
 * BENCH_PATIENTS=20000 scales every count down for a quick look.
 */
import { performance } from "node:perf_hooks";
import { percentiles, round } from "./support/timing";
import type { Accessor } from "@/lib/access-log/log";
import { listMigrations, migrate } from "@/lib/db/migrate";
import { system, type Caller, type Db } from "@/lib/db/types";
import { openPatientRecord, searchPatients } from "@/lib/patients/read";

const PATIENTS_MIGRATION = "20261208000100";
const RUNS = 40;
const time = (fn: (i: number) => Promise<unknown>) => percentiles(RUNS, fn);

export async function measurePatients(db: Db) {
  const scale = Number(process.env.BENCH_PATIENTS ?? 100_000) / 100_000;
  const bookings = Math.round(100_000 * scale);
  const people = Math.round(60_000 * scale);
  const sys = (sql: string, params: unknown[] = []) => db.run(system, (tx) => tx.query(sql, params));

  // The schema as it was before patients, with 100,000 bookings by 60,000 people (families share an e-mail).
  await migrate(db, listMigrations().filter((m) => m.version < PATIENTS_MIGRATION));
  await sys(
    `insert into public.bookings (id, group_id, first_name, last_name, email, phone, date_of_birth, preferred_date, service_type, location,
       starts_at, ends_at, room, status, created_at)
     select gen_random_uuid(), gen_random_uuid(),
            (array['Aarav','Simran','Harpreet','Meera','Ravi','Anna','Jasleen','Arjun','Priya','Omar','Lucia','Chen','Fatima','Noah','Zoë'])[1 + k % 15] || (k / 15 % 40),
            (array['Gill','Sandhu','Shah','Nair','Lee','Singh','Kaur','Patel','Dhaliwal','Brar','Garcia','Wong','Ali','Smith','Roy'])[1 + k % 13] || (k / 200 % 50),
            'p' || (k / 3) || '@example.com', '905-555-' || lpad((k / 3 % 10000)::text, 4, '0'),
            date '1940-01-01' + (k * 37 % 25000), date '2016-01-01' + (i / 72), 'Comprehensive Eye Exam',
            (array['steeles','goreway'])[1 + i % 2],
            timestamptz '2016-01-01 14:00+00' + i * interval '20 minutes', timestamptz '2016-01-01 14:10+00' + i * interval '20 minutes',
            1, case when timestamptz '2016-01-01 14:00+00' + i * interval '20 minutes' < now() then 'completed' else 'requested' end,
            timestamptz '2016-01-01 00:00+00' + i * interval '20 minutes'
     from (select i, (i * 7919) % $2 as k from generate_series(0, $1 - 1) i) s`,
    [bookings, people],
  );
  const t0 = performance.now();
  await migrate(db);
  const migrationS = round((performance.now() - t0) / 1000);
  const [carried] = (await sys("select made, detail from private.carry_overs where name = 'patients'")) as { made: number; detail: string }[];

  // Up to 100,000 patients and 300,000 visits in all.
  await sys(
    `insert into public.patients (first_name, last_name, date_of_birth, email, phone, clinic_id)
     select 'Extra' || i, (array['Gill','Sandhu','Shah','Nair','Lee','Singh','Kaur','Patel'])[1 + i % 8] || 'x' || (i % 97),
            date '1930-01-01' + (i * 53 % 30000), 'extra' || i || '@example.com', '416-555-' || lpad((i % 10000)::text, 4, '0'), 'steeles'
     from generate_series(1, greatest($1::int - (select count(*)::int from public.patients), 0)) i`,
    [Math.round(100_000 * scale)],
  );
  await sys(
    `insert into public.bookings (group_id, patient_id, first_name, last_name, email, phone, preferred_date, service_type, location, starts_at, ends_at, room, status)
     select gen_random_uuid(), x.id, x.first_name, x.last_name, coalesce(x.email, 'x@example.com'), coalesce(x.phone, '905-555-0100'), date '2016-01-01',
            'Comprehensive Eye Exam', 'goreway', timestamptz '2010-01-01 14:00+00' + i * interval '20 minutes', timestamptz '2010-01-01 14:10+00' + i * interval '20 minutes', 2, 'completed'
     from generate_series(1, $1::int) i
     cross join (select count(*)::int as n from public.patients) c
     join (select id, first_name, last_name, email, phone, (row_number() over (order by id))::int - 1 as rn from public.patients) x on x.rn = (i * 7907) % c.n`,
    [Math.max(Math.round(300_000 * scale) - bookings, 0)],
  );
  await sys("analyze");
  const [counts] = (await sys("select (select count(*) from public.patients)::int as patients, (select count(*) from public.bookings)::int as visits")) as { patients: number; visits: number }[];

  const [{ id: userId }] = (await sys("insert into auth.users (email, email_confirmed_at) values ('desk.bench@example.com', now()) returning id")) as { id: string }[];
  await sys("insert into public.user_roles (user_id, role) values ($1, 'front_desk')", [userId]);
  const desk: Caller & { kind: "user" } = { kind: "user", userId, email: "desk.bench@example.com" };
  const who: Accessor = { userId, email: desk.email, role: "front_desk", clientAddress: "203.0.113.1" };
  const ids = ((await sys("select id from public.patients order by id limit 200")) as { id: string }[]).map((r) => r.id);

  const queries: Record<string, string> = {
    "last-name fragment 'dhali'": "dhali",
    "two fragments 'priya kaur'": "priya kaur",
    "phone typed '905-555-01'": "905-555-01",
    "phone, 4 digits '0142'": "0142",
    "date of birth": "1984-03-07",
    "e-mail fragment 'p1234@'": "p1234@",
    "one letter pair 'li'": "li",
  };
  const search: Record<string, { p50: number; p95: number; rows: number }> = {};
  for (const [label, q] of Object.entries(queries)) {
    const rows = (await searchPatients(db, desk, q)).length;
    search[label] = { ...(await time(() => searchPatients(db, desk, q))), rows };
  }
  const page = await time((i) => openPatientRecord(db, desk, "front_desk", who, ids[i % ids.length]));
  return { migrationS, carried, counts, search, page };
}
