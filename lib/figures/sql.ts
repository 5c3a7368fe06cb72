/**
 * Each figure's rows, written once as SQL. The page's values, the rows pages, the CSV and the tests
 * all read these: a value is an aggregate over its rows, so a figure always equals its rows' count.
 *
 * Every statement takes the same parameters: $1 and $2 the first and last day (Brampton's, both
 * included), $3 a clinic id or null, $4 an optometrist's staff id or null, $5 the exam's service
 * name. A window is written as SQL expressions so the by-month table can run the same rows over a
 * series of months. Days are cut in America/Toronto by the database, across the changes of clock.
 */

export type Window = { d0: string; d1: string };

export const PERIOD: Window = { d0: "$1::date", d1: "$2::date" };

/** Declares the five parameters' types for a statement that may not use them all (the driver sends all five). */
export function withParams(sql: string): string {
  const head = "with _params as (select $1::date, $2::date, $3::text, $4::uuid, $5::text)";
  const body = sql.trimStart();
  return /^with\s/i.test(body) ? `${head}, ${body.slice(5)}` : `${head} ${body}`;
}

const ZONE = "'America/Toronto'";
const t0 = (w: Window) => `((${w.d0})::timestamp at time zone ${ZONE})`;
const t1 = (w: Window) => `(((${w.d1}) + 1)::timestamp at time zone ${ZONE})`;
/** A moment's day in Brampton. */
export const dayOf = (col: string) => `((${col}) at time zone ${ZONE})::date`;

const visitFilters = (b: string) => `($3::text is null or ${b}.location = $3) and ($4::uuid is null or ${b}.optometrist_id = $4)`;

/** Comprehensive exams marked seen, by the visit's day (`filtered: false` ignores the clinic and optometrist). */
export const examRows = (w: Window, filtered = true) => `
  select b.id, b.starts_at, ${dayOf("b.starts_at")} as day, b.patient_id, b.first_name, b.last_name,
         b.location as clinic_id, b.optometrist_id
  from public.bookings b
  where b.service_type = $5 and b.seen_at is not null and b.status <> 'cancelled'
    and b.starts_at >= ${t0(w)} and b.starts_at < ${t1(w)} and ${filtered ? visitFilters("b") : "true"}`;

/** Comprehensive exams marked no-show (never seen), by the visit's day. */
export const noShowRows = (w: Window) => `
  select b.id, b.starts_at, ${dayOf("b.starts_at")} as day, b.patient_id, b.first_name, b.last_name,
         b.location as clinic_id, b.optometrist_id, b.no_show_at
  from public.bookings b
  where b.service_type = $5 and b.no_show_at is not null and b.seen_at is null and b.status <> 'cancelled'
    and b.starts_at >= ${t0(w)} and b.starts_at < ${t1(w)} and ${visitFilters("b")}`;

/** Every visit booked to start in the window, whatever became of it (any service). */
export const bookedRows = (w: Window) => `
  select b.id, b.starts_at, ${dayOf("b.starts_at")} as day, b.patient_id, b.first_name, b.last_name, b.service_type,
         b.location as clinic_id, b.optometrist_id, b.status, b.cancelled_at,
         round(extract(epoch from (b.ends_at - b.starts_at)) / 60)::int as minutes,
         (b.status = 'cancelled' and b.cancelled_at > b.starts_at - interval '24 hours') as late
  from public.bookings b
  where b.starts_at >= ${t0(w)} and b.starts_at < ${t1(w)} and ${visitFilters("b")}`;

/** Minutes on the optometrists' shifts, day by day, from the schedule's rows. */
export const shiftMinutes = (w: Window, groupBy = "") => `
  select ${groupBy ? `s.staff_id as optometrist_id, ` : ""}coalesce(sum(s.ends - s.starts), 0)::bigint as minutes
  from generate_series((${w.d0})::timestamp, (${w.d1})::timestamp, interval '1 day') g(d)
  join public.staff_shifts s on s.weekday = extract(dow from g.d)
    and (s.first_date is null or s.first_date <= g.d::date) and (s.last_date is null or s.last_date >= g.d::date)
  join public.staff st on st.id = s.staff_id and st.role = 'optometrist'
  where ($3::text is null or s.clinic_id = $3) and ($4::uuid is null or s.staff_id = $4)
  ${groupBy ? "group by s.staff_id" : ""}`;

/**
 * An order refunded in full (or cancelled) is no sale. Its refunds are summed from their own small
 * index (payments_refunds_idx, an index-only look-up that finds nothing for most orders).
 */
const liveOrder = (o: string) => `${o}.status <> 'cancelled'
  and coalesce((select sum(p.amount) from public.payments p where p.order_id = ${o}.id and p.kind = 'refund'), 0) < ${o}.total_amount`;
const glassesOrder = (o: string) => `exists (select 1 from public.order_lens l where l.order_id = ${o}.id and l.lens_type in ('single-vision', 'progressive'))`;

/** Live orders for glasses with prescription lenses placed from the window's first day to 32 days after its last, by their day. */
export const glassesRows = (w: Window) => `
  select o.id, o.order_number, o.patient_id, ${dayOf("o.created_at")} as day
  from public.orders o
  where o.patient_id is not null and o.created_at >= ${t0(w)} and o.created_at < ${t1(w)} + interval '32 days'
    and ${liveOrder("o")} and ${glassesOrder("o")}`;

/**
 * Patients with an exam seen in the window (their first there), and the first order for glasses
 * with prescription lenses they placed from that day to 30 days after.
 *
 * `by` (the by-month table) counts each part of the window on its own, as if it were the window:
 * an SQL expression of the exam's row (`e.day`) naming its part, such as its month. `exams` and
 * `glasses` name relations of examRows and glassesRows a statement has already read for a window
 * that covers this one (the page's exams carry no names: it shows none).
 */
export const captureRows = (w: Window, o: { by?: string; exams?: string; glasses?: string } = {}) => {
  const part = o.by ? `${o.by}, ` : "";
  return `
  with seen as materialized (
    select distinct on (${part}coalesce(e.patient_id, e.id)) ${o.by ? `${o.by} as part, ` : ""}coalesce(e.patient_id, e.id) as key, e.*
    from ${o.exams ? `(select * from ${o.exams} x where x.day between ${w.d0} and ${w.d1})` : `(${examRows(w)})`} e
    order by ${part}coalesce(e.patient_id, e.id), e.starts_at
  ), glasses as (${o.glasses ? `select * from ${o.glasses}` : glassesRows(w)}), firsts as (
    select ${o.by ? "s.part, " : ""}s.key, min(g.day) as order_day, (array_agg(g.order_number order by g.day, g.order_number))[1] as order_number
    from seen s join glasses g on g.patient_id = s.patient_id and g.day between s.day and s.day + 30
    group by ${o.by ? "s.part, " : ""}s.key
  )
  select s.id, s.starts_at, s.day, s.patient_id, s.first_name, s.last_name, s.clinic_id, s.optometrist_id,${o.by ? " s.part," : ""}
         f.order_number, f.order_day, coalesce(f.order_day = s.day, false) as same_day, f.order_day is not null as within30
  from seen s left join firsts f on ${o.by ? "f.part = s.part and " : ""}f.key = s.key`;
};

/** Patients whose first exam ever marked seen is in the window (counted where that exam was). */
export const newPatientRows = (w: Window) => `
  select e.* from (${examRows(w, false)}) e
  where e.patient_id is not null and ($3::text is null or e.clinic_id = $3) and ($4::uuid is null or e.optometrist_id = $4)
    and not exists (select 1 from public.bookings x where x.patient_id = e.patient_id and x.service_type = $5
                    and x.seen_at is not null and x.status <> 'cancelled'
                    and x.starts_at <= e.starts_at and (x.starts_at < e.starts_at or x.id < e.id))`;

/**
 * The clinic and optometrist an order counts for: the clinic that dispensed it or where it is
 * picked up, else the patient's last visit seen by the day it was placed, else the patient's own
 * clinic, else the first clinic listed; the optometrist of that visit.
 *
 * Written as values looked up for the order (not joins), so a statement that does not need them
 * (a count with no clinic or optometrist chosen) never reads them, and a rows page reads them for
 * its 100 rows only. The visit is found in bookings_seen_patient_idx, its latest first.
 */
const homeVisit = (o: string, col: string) => `(
    select e.${col} from public.bookings e
    where ${o}.patient_id is not null and e.patient_id = ${o}.patient_id and e.seen_at is not null
      and e.starts_at < (${dayOf(`${o}.created_at`)} + 1)::timestamp at time zone ${ZONE}
    order by e.starts_at desc, e.id desc limit 1)`;
const orderClinic = (o: string) => `coalesce(${o}.dispensed_clinic, ${o}.pickup_clinic, ${homeVisit(o, "location")},
    (select pt.clinic_id from public.patients pt where pt.id = ${o}.patient_id), (select c.id from public.clinics c order by c.position, c.id limit 1))`;
const orderOptometrist = (o: string) => homeVisit(o, "optometrist_id");

/**
 * Money taken: every payment and refund paid in the window (by its own day), before tax. An exam
 * fee carries none (exempt); an order's payment carries the order's share of tax; a refund by line
 * states its own tax, a refund by amount the order's share.
 */
export const moneyRows = (w: Window) => `
  select * from (
    select p.id, p.paid_on as day, p.kind, p.method, p.amount::numeric as amount,
           case when p.booking_id is not null then 'exam' else 'eyewear' end as stream,
           p.method in ('insurer-direct', 'ohip') as insurer,
           (case when p.kind = 'refund' then -1 else 1 end) * (p.amount - case
              when p.order_id is null then 0
              when p.kind = 'refund' and exists (select 1 from public.refund_lines rl where rl.payment_id = p.id)
                then (select sum(rl.tax) from public.refund_lines rl where rl.payment_id = p.id)
              else coalesce(round(p.amount * o.tax / nullif(o.total_amount, 0), 2), 0) end) as net,
           case when p.booking_id is not null then b.location else ${orderClinic("o")} end as clinic_id,
           case when p.booking_id is not null then b.optometrist_id else ${orderOptometrist("o")} end as optometrist_id,
           p.order_id, o.order_number, p.booking_id,
           coalesce(b.first_name, o.first_name) as first_name, coalesce(b.last_name, o.last_name) as last_name
    from public.payments p
    left join public.bookings b on b.id = p.booking_id
    left join public.orders o on o.id = p.order_id
    where p.paid_on between ${w.d0} and ${w.d1}
  ) m
  where ($3::text is null or m.clinic_id = $3) and ($4::uuid is null or m.optometrist_id = $4)`;

/**
 * Eyewear orders with a payment in the window, and what they brought in before tax there (refunds
 * taken off). `money` names a relation of moneyRows already read for this window (it needs their
 * order_id, order_number, kind, stream, day and net); the order's patient, name and clinic are the
 * order's own, looked up once an order is counted.
 */
export const eyewearOrderRows = (w: Window, money?: string) => `
  select g.id, g.order_number, o.patient_id, o.first_name, o.last_name, ${orderClinic("o")} as clinic_id, g.day, g.net
  from (
    select m.order_id as id, m.order_number, min(m.day) as day, sum(m.net) as net
    from ${money ?? `(${moneyRows(w)})`} m
    where m.stream = 'eyewear'
    group by m.order_id, m.order_number
    having bool_or(m.kind = 'payment')
  ) g
  left join public.orders o on o.id = g.id`;

/** Buyers of glasses with lenses placed in the window, and their pairs (a frame ordered with lenses). */
export const buyerRows = (w: Window) => `
  select coalesce(o.patient_id::text, lower(o.email)) as id, (array_agg(o.patient_id))[1] as patient_id, min(o.first_name) as first_name, min(o.last_name) as last_name,
         count(distinct o.id)::int as orders, sum(oi.quantity)::int as pairs, min(${dayOf("o.created_at")}) as day,
         min(${orderClinic("o")}) as clinic_id
  from public.orders o
  join public.order_items oi on oi.order_id = o.id
  join public.order_lens l on l.order_item_id = oi.id
  where o.created_at >= ${t0(w)} and o.created_at < ${t1(w)} and ${liveOrder("o")}
    and ($3::text is null or ${orderClinic("o")} = $3) and ($4::uuid is null or ${orderOptometrist("o")} = $4)
  group by 1`;

/** Recalled patients who booked within 60 days of their first notice, by the day they were due. */
export const recallRows = (w: Window) => `
  select r.patient_id as id, r.patient_id, r.first_name, r.last_name, r.due as day, r.clinic_id, r.optometrist_id, r.first_contact, r.booked_at
  from private.figure_recall_booked(${w.d0}, ${w.d1}) r
  where ($3::text is null or r.clinic_id = $3) and ($4::uuid is null or r.optometrist_id = $4)`;

/** Freed times offered to the waitlist in the window, by the day each offer was made. */
export const waitlistRows = (w: Window) => `
  select f.id, ${dayOf("f.created_at")} as day, f.starts_at, f.ends_at, f.clinic_id, f.service_type, f.status,
         round(extract(epoch from (f.ends_at - f.starts_at)) / 60)::int as minutes
  from public.waitlist_offers f
  where f.created_at >= ${t0(w)} and f.created_at < ${t1(w)}
    and ($3::text is null or f.clinic_id = $3) and ($4::uuid is null or $4 = any(f.optometrist_ids))`;

/** Patients with an exam seen in the 18 months before the window's last day, with their last one and any visit booked ahead. */
export const activeRows = (w: Window) => `
  with seen as (
    select distinct on (e.patient_id) e.* from (${examRows({ d0: `((${w.d1}) + 1 - interval '18 months')::date`, d1: w.d1 })}) e
    where e.patient_id is not null
    order by e.patient_id, e.starts_at desc
  ), ahead as (
    select a.patient_id, min(a.starts_at) as next_at from public.bookings a
    where a.starts_at >= ${t1(w)} and a.status <> 'cancelled' and a.patient_id is not null
    group by a.patient_id
  )
  select s.patient_id as id, s.patient_id, s.first_name, s.last_name, s.day, s.clinic_id, s.optometrist_id, a.next_at
  from seen s left join ahead a on a.patient_id = s.patient_id`;
