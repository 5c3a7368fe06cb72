/**
 * Issue 53's figures case: three years of a busy two-clinic practice ending today (100,000 patients,
 * 150,000 visits, 60,000 orders, about 200,000 payments and refunds, waitlist offers, recall dues,
 * notices and calls), then, as the Owner, the page for "Last 12 months" (both clinics; one clinic and
 * one optometrist), page 1 of every figure's rows, and the CSV of the largest figure read through
 * with the process's memory growth. Goals: the page p95 < 500 ms, a rows page p95 < 300 ms, the CSV
 * < 50 MB of memory growth. A page is timed as the server renders it: the form's lists and the
 * figures (a rows page: the names for its cells and the rows).
 *
 * The goals are set on PostgreSQL, so the case runs there only (DATABASE_URL); PGlite is skipped: a
 * practice of this size is not what the in-memory database is for. BENCH_ONLY=figures runs it alone;
 * BENCH_FIGURES=0.2 scales every count down for a quick look, BENCH_FIGURES_RUNS the runs (20). Run
 * node with --expose-gc (NODE_OPTIONS=--expose-gc) for a garbage collection before each memory reading.
 *
 * Every row is made in set-based statements from generate_series as the `system` caller, with ids
 * derived from numbers (md5 → uuid), so one table's rows can name another's without a look-up. Each
 * visit has its own (clinic, room, time) and each optometrist one room a day, as the bookings'
 * exclusion constraints ask; patients are made first and named on their visits (the bookings_patient
 * trigger then makes none). Then `vacuum analyze`, as autovacuum would have done over three years.
 */
import { performance } from "node:perf_hooks";
import { percentiles, round } from "./support/timing";
import { FIGURE_KEYS, type FigureKey } from "@/content/figures";
import { migrate } from "@/lib/db/migrate";
import { system, type Caller, type Db } from "@/lib/db/types";
import { figureChoices, figureNames, loadFigureRows, loadFigures, readChoice, type FigureChoice } from "@/lib/figures";
import { figureCsvChunks } from "@/lib/figures/export";
import { todayInToronto } from "@/lib/validations/booking-choices";

const RUNS = Number(process.env.BENCH_FIGURES_RUNS ?? 20);
const GOALS = { pageMs: 500, rowsMs: 300, csvMB: 50 };
const mb = (bytes: number) => round(bytes / 1024 / 1024);
const time = (fn: (i: number) => Promise<unknown>) => percentiles(RUNS, fn);
const verdict = (value: number, goal: number) => (value < goal ? "pass" : "FAIL");

export type PracticeCounts = { patients: number; visits: number; orders: number; payments: number; refunds: number; refundLines: number; offers: number; dues: number; calls: number };

/** The practice, as the `system` caller in one transaction (temporary tables hold the plans). */
export async function fillPractice(db: Db, today = todayInToronto()): Promise<{ counts: PracticeCounts; optometrists: string[] }> {
  const scale = Number(process.env.BENCH_FIGURES ?? 1);
  const n = { patients: Math.round(100_000 * scale), visits: Math.round(150_000 * scale), orders: Math.round(60_000 * scale) };
  // 134 visits a day (67 a clinic, three rooms, 20-minute slots from 9:00) from three years ago to
  // about three weeks ahead; the orders follow the past visits.
  const perDay = Math.max(2, Math.round(134 * scale));
  const pastVisits = 1_095 * perDay;

  return db.run(system, async (tx) => {
    const q = (sql: string, params: unknown[] = []) => tx.query(sql, params);
    // A handful of optometrists: the three seeded, and three more with their own weekly shifts.
    await q(
      `insert into public.staff (name, title, role, active, position)
       select 'Bench Optometrist ' || i, 'Dr. Bench ' || i || ', OD', 'optometrist', true, 10 + i from generate_series(1, 3) i`,
    );
    const optometrists = ((await q("select id from public.staff where role = 'optometrist' and active order by position, id limit 6")) as { id: string }[]).map((r) => r.id);
    if (optometrists.length < 6) throw new Error("The figures bench needs six optometrists (three seeded, three its own).");
    await q(
      `insert into public.staff_shifts (staff_id, clinic_id, weekday, starts, ends)
       select s.id, (array['steeles','goreway'])[1 + (s.position + d) % 2], d, 540, 1140
       from public.staff s cross join generate_series(1, 6) d where s.name like 'Bench Optometrist %'`,
    );

    await q(
      `insert into public.patients (id, first_name, last_name, date_of_birth, email, phone, language, clinic_id, created_at)
       select md5('bv-p-' || i)::uuid,
              (array['Aarav','Simran','Harpreet','Meera','Ravi','Anna','Jasleen','Arjun','Priya','Omar'])[1 + i % 10] || i,
              (array['Gill','Sandhu','Shah','Nair','Lee','Singh','Kaur','Patel'])[1 + i % 8],
              $2::date - 1200 - (i * 53 % 30000), 'pt' || i || '@example.com', '905-555-' || lpad((i % 10000)::text, 4, '0'),
              (array['en','en','pa','hi'])[1 + i % 4], (array['steeles','goreway'])[1 + i % 2], ($2::date - 1200)::timestamptz
       from generate_series(0, $1 - 1) i`,
      [n.patients, today],
    );

    // Visit k: day k / perDay; clinic, room and slot from the rest; the optometrist turns with the
    // day so that each has one room a day. 80 % comprehensive exams. Past ones: 84 % seen, 5 % no-show,
    // 9 % cancelled (a third of them late), the rest not marked; ahead: 8 % cancelled.
    await q(
      `create temp table v_plan on commit drop as
       select k, md5('bv-b-' || k)::uuid as id,
              md5('bv-p-' || (((case when k >= 1095 * $3 then k - 365 * $3 else k end)::bigint * 7919) % $2))::uuid as patient_id,
              $4::date - 1095 + k / $3 as day, (array['steeles','goreway'])[1 + (k % $3) % 2] as location,
              1 + ((k % $3) / 2) % 3 as room,
              ((($4::date - 1095 + k / $3) + time '09:00' + ((k % $3) / 6) * interval '20 minutes')::timestamp at time zone 'America/Toronto') as starts_at,
              ($5::uuid[])[1 + ((((k % $3) % 2) * 3 + ((k % $3) / 2) % 3 + k / $3) % 6)] as optometrist_id,
              case (k * 31) % 20 when 0 then 'Contact Lens Fitting' when 1 then 'Contact Lens Fitting' when 2 then 'Dry Eye Treatment'
                                 when 3 then 'LASIK Consultation' else 'Comprehensive Eye Exam' end as service_type,
              (k * 17) % 100 as u
       from generate_series(0, $1 - 1) k`,
      [n.visits, n.patients, perDay, today, optometrists],
    );
    await q(
      `insert into public.bookings (id, group_id, patient_id, first_name, last_name, email, phone, date_of_birth, preferred_date, service_type,
         location, starts_at, ends_at, room, optometrist_id, status, seen_at, no_show_at, cancelled_at, created_at, slot_set_at, reminders)
       select v.id, gen_random_uuid(), v.patient_id, p.first_name, p.last_name, p.email, p.phone, p.date_of_birth, v.day, v.service_type,
              v.location, v.starts_at, v.starts_at + interval '20 minutes', v.room, v.optometrist_id,
              case when v.starts_at < now() and v.u < 84 then 'completed'
                   when v.starts_at < now() and v.u between 89 and 97 then 'cancelled'
                   when v.starts_at >= now() and v.u < 8 then 'cancelled' else 'confirmed' end,
              case when v.starts_at < now() and v.u < 84 then v.starts_at + interval '5 minutes' end,
              case when v.starts_at < now() and v.u between 84 and 88 then v.starts_at + interval '30 minutes' end,
              case when v.starts_at < now() and v.u between 89 and 91 then v.starts_at - interval '3 hours'
                   when v.starts_at < now() and v.u between 92 and 97 then v.starts_at - interval '5 days'
                   when v.starts_at >= now() and v.u < 8 then now() - interval '1 hour' end,
              least(v.starts_at - (1 + v.k % 40) * interval '1 day', now()), least(v.starts_at - (1 + v.k % 40) * interval '1 day', now()), false
       from v_plan v join public.patients p on p.id = v.patient_id`,
    );

    // Order j follows past visit j × 2.44: the same day for 60 %, within 30 days for 30 %, later for
    // the rest. 70 % glasses with prescription lenses (one in seven two pairs), 10 % readers, 20 %
    // other goods; a third add a taxed cleaning kit; one in 25 cancelled; a quarter delivered.
    await q(
      `create temp table o_plan on commit drop as
       select j, md5('bv-o-' || j)::uuid as id, b.patient_id, b.location, b.first_name, b.last_name, b.email, b.phone,
              least(b.starts_at + case when j % 10 < 6 then interval '1 hour' when j % 10 < 9 then (1 + j % 29) * interval '1 day'
                                       else (31 + j % 30) * interval '1 day' end, now() - interval '1 hour') as created_at,
              case when j % 10 < 7 then 'glasses' when j % 10 = 7 then 'reading' else 'plain' end as kind,
              case when j % 10 < 7 and j % 3 = 0 then 'progressive' when j % 10 < 7 then 'single-vision' when j % 10 = 7 then 'reading' end as lens_type,
              (180 + (j * 37) % 470)::numeric(10,2) as price,
              case when j % 10 < 7 and j % 7 = 0 then 2 else 1 end as qty,
              j % 3 = 0 as kit, j % 25 = 0 as cancelled, j % 4 = 0 as delivery
       from generate_series(0, $1 - 1) j
       join public.bookings b on b.id = md5('bv-b-' || floor(j * ($2::numeric / $1))::int)::uuid`,
      [n.orders, pastVisits],
    );
    await q(
      `alter table o_plan add column rate numeric, add column subtotal numeric, add column tax numeric, add column total numeric, add column day date`,
    );
    await q(
      `update o_plan set rate = case when kind = 'glasses' then 0 else 0.13 end,
         subtotal = price * qty + case when kit then 20 else 0 end,
         tax = round(price * qty * case when kind = 'glasses' then 0 else 0.13 end, 2) + case when kit then 2.60 else 0 end,
         day = (created_at at time zone 'America/Toronto')::date`,
    );
    await q("update o_plan set total = subtotal + tax");
    await q(
      `insert into public.orders (id, email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount,
         status, payment_status, created_at, updated_at, patient_id, fulfilment, pickup_clinic, dispensed_clinic, dispensed_on)
       select o.id, o.email, o.first_name, o.last_name, o.phone, case when o.delivery then '{"city":"Brampton"}'::jsonb end, '{}'::jsonb,
              o.subtotal, o.tax, o.total, case when o.cancelled then 'cancelled' else 'delivered' end,
              case when o.cancelled then 'refunded' else 'paid' end, o.created_at, o.created_at, o.patient_id,
              case when o.delivery then 'delivery' else 'pickup' end, case when not o.delivery then o.location end,
              case when not o.delivery and o.j % 2 = 0 then o.location end, case when not o.delivery and o.j % 2 = 0 then o.day + 7 end
       from o_plan o`,
    );
    await q(
      `insert into public.order_items (id, order_id, product_name, brand_name, unit_price, quantity, line_total, tax_rate, tax_label)
       select md5('bv-i-' || o.j || '-1')::uuid, o.id,
              case o.kind when 'glasses' then 'Bench Frame ' || (o.j % 300) when 'reading' then 'Reader ' || (o.j % 40) else 'Sunglasses ' || (o.j % 90) end,
              'Brand ' || (o.j % 12), o.price, o.qty, o.price * o.qty, o.rate,
              case when o.rate = 0 then 'HST 0% (prescription eyewear)' else 'HST 13%' end
       from o_plan o
       union all
       select md5('bv-i-' || o.j || '-2')::uuid, o.id, 'Cleaning kit', null, 20, 1, 20, 0.13, 'HST 13%' from o_plan o where o.kit`,
    );
    await q(
      `insert into public.order_lens (order_item_id, order_id, patient_id, lens_type, material, lens_price, summary, prescription_source, reading_power)
       select md5('bv-i-' || o.j || '-1')::uuid, o.id, o.patient_id, o.lens_type,
              (array['standard-150','polycarbonate-159','high-index-167'])[1 + o.j % 3], 0,
              case o.lens_type when 'progressive' then 'Progressive' when 'reading' then 'Reading +1.50' else 'Single vision' end,
              case when o.lens_type <> 'reading' then 'exam' end, case when o.lens_type = 'reading' then 1.50 end
       from o_plan o where o.kind <> 'plain'`,
    );

    // Exam fees for the visits seen (one in eleven not charged): OHIP for three in ten, insurers,
    // debit, cards and cash for the rest.
    await q(
      `insert into public.payments (booking_id, kind, amount, method, paid_on, created_at)
       select v.id, 'payment',
              case when v.k % 10 < 3 then 0 when v.service_type = 'Comprehensive Eye Exam' then 95 when v.service_type = 'Contact Lens Fitting' then 120
                   when v.service_type = 'Dry Eye Treatment' then 150 else 50 end,
              (array['ohip','ohip','ohip','insurer-direct','insurer-direct','debit','debit','credit-card','credit-card','cash'])[1 + v.k % 10],
              v.day, v.starts_at
       from v_plan v where v.starts_at < now() and v.u < 84 and v.k % 11 <> 0`,
    );
    // Orders not cancelled: paid in full that day (half), or a deposit that day and the balance ten days on.
    await q(
      `insert into public.payments (order_id, kind, amount, method, paid_on, created_at)
       select o.id, 'payment', x.amount, (array['insurer-direct','debit','credit-card','cash','e-transfer'])[1 + o.j % 5], x.paid_on, o.created_at
       from o_plan o
       cross join lateral (
         select o.total as amount, o.day as paid_on where o.j % 2 = 0
         union all select round(o.total / 2, 2), o.day where o.j % 2 = 1
         union all select o.total - round(o.total / 2, 2), least(o.day + 10, $1::date) where o.j % 2 = 1
       ) x
       where not o.cancelled`,
      [today],
    );
    // Refunds: in full, by amount, for one order in 40, two weeks on; a cleaning kit by line for a few.
    await q(
      `insert into public.payments (id, order_id, kind, amount, method, paid_on, created_at)
       select md5('bv-r-' || o.j)::uuid, o.id, 'refund', case when o.j % 40 = 1 then o.total else 22.60 end,
              (array['insurer-direct','debit','credit-card','cash','e-transfer'])[1 + o.j % 5], least(o.day + 14, $1::date), o.created_at + interval '14 days'
       from o_plan o where not o.cancelled and (o.j % 40 = 1 or (o.j % 97 = 3 and o.kit))`,
      [today],
    );
    await q(
      `insert into public.refund_lines (payment_id, order_item_id, amount, tax)
       select md5('bv-r-' || o.j)::uuid, md5('bv-i-' || o.j || '-2')::uuid, 22.60, 2.60
       from o_plan o where not o.cancelled and o.j % 40 <> 1 and o.j % 97 = 3 and o.kit`,
    );

    // Freed times offered to the waitlist, three a day or so, a third refilled.
    await q(
      `insert into public.waitlist_offers (clinic_id, service_type, starts_at, ends_at, optometrist_ids, reason, batch_size, hold_minutes, status, gone_reason, created_at, closed_at)
       select (array['steeles','goreway'])[1 + i % 2], 'Comprehensive Eye Exam', t + interval '1 day', t + interval '1 day 20 minutes',
              array[($3::uuid[])[1 + (i / 3) % 6]], 'cancelled', 3, 15, case when i % 3 = 0 then 'taken' else 'gone' end,
              case when i % 3 = 0 then null else 'past' end, t, t + interval '2 hours'
       from generate_series(0, $1 - 1) i
       cross join lateral (select (($2::date - 1095)::timestamp + time '08:00' + (i * 8) * interval '1 hour') at time zone 'America/Toronto' as t) x
       where t < now() - interval '3 hours'`,
      [Math.round(3_300 * scale), today, optometrists],
    );

    // Recall: 60 % of patients due over the three years and a year ahead; a notice or a call for most.
    await q(
      `insert into public.recall_dues (patient_id, due, clinic_id, optometrist_id)
       select md5('bv-p-' || i)::uuid, $2::date - 1095 + (i * 13 % 1460), (array['steeles','goreway'])[1 + i % 2], ($3::uuid[])[1 + i % 6]
       from generate_series(0, $1 - 1) i where i % 5 < 3`,
      [n.patients, today, optometrists],
    );
    await q(
      `insert into private.recall_messages (patient_id, due, stage, email, sent_at)
       select r.patient_id, r.due, 1, 'recall@example.com', (r.due - 30)::timestamp at time zone 'America/Toronto' + interval '10 hours'
       from public.recall_dues r where r.due - 30 < $1::date and abs(hashtext(r.patient_id::text)) % 3 = 0`,
      [today],
    );
    await q(
      `insert into public.recall_calls (patient_id, due, at, outcome, staff_email)
       select r.patient_id, r.due, (r.due - 20)::timestamp at time zone 'America/Toronto' + interval '14 hours', 'left-message', 'desk@example.com'
       from public.recall_dues r where r.due - 20 < $1::date and abs(hashtext(r.patient_id::text)) % 3 = 1`,
      [today],
    );

    const [counts] = (await q(
      `select (select count(*) from public.patients)::int as patients, (select count(*) from public.bookings)::int as visits,
              (select count(*) from public.orders)::int as orders, (select count(*) from public.payments where kind = 'payment')::int as payments,
              (select count(*) from public.payments where kind = 'refund')::int as refunds, (select count(*) from public.refund_lines)::int as "refundLines",
              (select count(*) from public.waitlist_offers)::int as offers, (select count(*) from public.recall_dues)::int as dues,
              (select count(*) from public.recall_calls)::int as calls`,
    )) as PracticeCounts[];
    return { counts, optometrists };
  });
}

/** The Owner: an auth user with the `admin` role (every permission, `analytics` among them). */
async function owner(db: Db): Promise<Caller & { kind: "user" }> {
  const email = `owner.figures.${Date.now()}@example.com`;
  const [{ id }] = await db.run(system, (tx) => tx.query<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id", [email]));
  await db.run(system, (tx) => tx.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [id]));
  return { kind: "user", userId: id, email };
}

/** Memory now (after a collection when node runs with --expose-gc). */
function memory() {
  global.gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
}

/** The practice made and measured (a scratch database, migrated here). */
export async function measureFigures(db: Db) {
  await migrate(db);
  const t0 = performance.now();
  const { counts, optometrists } = await fillPractice(db);
  // As autovacuum would have over three years: without it every index-only read also visits the table.
  await db.exec("vacuum analyze");
  const fillS = round((performance.now() - t0) / 1000);
  return { counts, fillS, ...(await measurePractice(db, optometrists[0])) };
}

/** The page, every rows page and the largest CSV, as the Owner, on a practice already made. */
export async function measurePractice(db: Db, optometrist: string) {
  const caller = await owner(db);

  // What the page reads: the form's lists, then every figure, last year's, by optometrist and by month.
  const lists = await figureChoices(db, caller);
  const known = { clinics: lists.clinics.map((c) => c.id), optometrists: lists.optometrists.map((o) => o.id) };
  const choose = (search: Record<string, string>): FigureChoice => readChoice(search, known).choice;
  const choices: Record<string, Record<string, string>> = {
    "Last 12 months, both clinics": { period: "last-12-months" },
    "Last 12 months, Steeles, one optometrist": { period: "last-12-months", clinic: "steeles", optometrist },
  };
  const page: Record<string, { p50: number; p95: number; goal: string; result: string }> = {};
  for (const [label, search] of Object.entries(choices)) {
    const choice = choose(search);
    await loadFigures(db, caller, choice); // warm
    const t = await time(async () => {
      await figureChoices(db, caller);
      await loadFigures(db, caller, choice);
    });
    page[label] = { ...t, goal: `p95 < ${GOALS.pageMs} ms`, result: verdict(t.p95, GOALS.pageMs) };
  }

  // A rows page: the names for its cells, then page 1 of the figure's rows and their count.
  const all = choose({ period: "last-12-months" });
  const rows: Record<string, { p50: number; p95: number; rows: number; goal: string; result: string }> = {};
  let largest: { key: FigureKey; total: number } = { key: FIGURE_KEYS[0], total: -1 };
  for (const key of FIGURE_KEYS) {
    const { total } = await loadFigureRows(db, caller, key, all, 1);
    if (total > largest.total) largest = { key, total };
    const t = await time(async () => {
      await figureNames(db, caller);
      await loadFigureRows(db, caller, key, all, 1);
    });
    rows[key] = { ...t, rows: total, goal: `p95 < ${GOALS.rowsMs} ms`, result: verdict(t.p95, GOALS.rowsMs) };
  }

  // The CSV of the largest figure, read through as the export route streams it.
  const before = memory();
  let peak = { ...before };
  let bytes = 0;
  const tc = performance.now();
  const chunks = figureCsvChunks(db, caller, largest.key, { period: "last-12-months" });
  let sent = 0;
  for (;;) {
    const next = await chunks.next();
    if (next.done) {
      sent = next.value;
      break;
    }
    bytes += Buffer.byteLength(next.value);
    const m = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, m.rss), heap: Math.max(peak.heap, m.heapUsed) };
  }
  const csvS = round((performance.now() - tc) / 1000);
  const after = memory();
  const csv = {
    figure: largest.key,
    rows: sent,
    MB: mb(bytes),
    seconds: csvS,
    rssGrowthMB: mb(peak.rss - before.rss),
    heapGrowthMB: mb(peak.heap - before.heap),
    rssAfterMB: mb(after.rss - before.rss),
    heapAfterMB: mb(after.heap - before.heap),
    gc: typeof global.gc === "function",
    goal: `growth < ${GOALS.csvMB} MB`,
    result: verdict(Math.max(peak.rss - before.rss, peak.heap - before.heap) / 1024 / 1024, GOALS.csvMB),
  };
  return { page, rows, csv };
}
