/**
 * The owner's figures (issue 53): reads for the page, the rows pages and the CSV. Each read is one
 * transaction as the caller that first checks the `analytics` permission (the Owner's), so a
 * figure is never read by a role that may not see revenue.
 */
import { FIGURE_KEYS, FIGURES, type FigureKey, type PeriodKey } from "@/content/figures";
import { SERVICE_TYPES } from "@/content/schedule";
import { assertAdmin } from "@/lib/admin/assert";
import type { Caller, Db, Queryable, Row } from "@/lib/db/types";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { customRange, figureChoiceSchema } from "@/lib/validations/figures";
import { DEFINITIONS, toValues, valuesJson, valuesSql, type FigureValues } from "./definitions";
import { dayText, lastYear, periodRange, type DayRange } from "./range";
import { bookedRows, captureRows, examRows, eyewearOrderRows, glassesRows, moneyRows, noShowRows, PERIOD, shiftMinutes, withParams, type Window } from "./sql";

export type { FigureValues } from "./definitions";
export { DEFINITIONS, share } from "./definitions";

/** The comprehensive exam: the service every exam figure counts. */
export const EXAM_SERVICE = SERVICE_TYPES[0];

export type FigureChoice = { period: PeriodKey; range: DayRange; clinic: string | null; optometrist: string | null };
export type Optometrist = { id: string; title: string };

/**
 * The choice in the address, read against the clinics and optometrists that exist: an unknown
 * clinic or optometrist means all of them; a From/To that is no range is the page's error.
 */
export function readChoice(
  params: Record<string, string | string[] | undefined>,
  known: { clinics: readonly string[]; optometrists: readonly string[] },
  today = todayInToronto(),
): { choice: FigureChoice; error?: string } {
  const p = figureChoiceSchema.parse(params);
  const clinic = p.clinic && known.clinics.includes(p.clinic) ? p.clinic : null;
  const optometrist = p.optometrist && known.optometrists.includes(p.optometrist) ? p.optometrist : null;
  if (p.period === "custom") {
    const r = customRange(p.from, p.to);
    if ("error" in r) return { choice: { period: "this-month", range: periodRange("this-month", today), clinic, optometrist }, error: r.error };
    return { choice: { period: "custom", range: r, clinic, optometrist } };
  }
  return { choice: { period: p.period, range: periodRange(p.period, today), clinic, optometrist } };
}

/** The address of a choice (the page's, a rows page's, the CSV's). */
export function choiceQuery(c: FigureChoice): string {
  const q = new URLSearchParams({ period: c.period });
  if (c.period === "custom") {
    q.set("from", c.range.from);
    q.set("to", c.range.to);
  }
  if (c.clinic) q.set("clinic", c.clinic);
  if (c.optometrist) q.set("optometrist", c.optometrist);
  return q.toString();
}

/**
 * A read of the figures: one transaction as the caller that first checks the `analytics`
 * permission (the Owner's), then runs `fn`. That check is the figures' gate: they count the whole
 * practice (visits, orders, payments, patients), so once it has passed, `fn` reads with the
 * caller's role lifted (`asSystem`) and the rows' own policies, written for the day sheet and the
 * orders, are not evaluated again row by row (an order line's policy looks up its order for each).
 *
 * For the rest of the transaction: no JIT (the statements are large and their estimates high, so
 * PostgreSQL would spend seconds compiling hundreds of expressions to save milliseconds); memory for
 * a year's sorts and hashes to stay off disk; and random reads priced as the cached reads they are,
 * so the planner takes the figures' index ranges over whole-table scans.
 */
function figuresRead<T>(db: Db, caller: Caller, fn: (q: Queryable) => Promise<T>): Promise<T> {
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "analytics");
    await tx.query("set local jit = off");
    await tx.query("set local work_mem = '32MB'");
    await tx.query("set local random_page_cost = 1.1");
    return tx.asSystem(fn);
  });
}

const params = (range: DayRange, c: { clinic: string | null; optometrist: string | null }) => [range.from, range.to, c.clinic, c.optometrist, EXAM_SERVICE];

type RawOptometrist = { id: string; title: string; exams: number; no_shows: number; booked: number; shift: number; cap_all: number; cap_30: number; money: number | null };
type RawMonth = { month: string; exams: number; revenue: number; cap_all: number; cap_30: number };

/** The chart's 12 months, ending with the period's last month (whole months). */
const MONTHS: Window = {
  d0: "(date_trunc('month', $2::date) - interval '11 months')::date",
  d1: "(date_trunc('month', $2::date) + interval '1 month' - interval '1 day')::date",
};
/** The period and the chart's months together: the rows both count, read once. */
const SPAN: Window = { d0: `least($1::date, ${MONTHS.d0})`, d1: `greatest($2::date, ${MONTHS.d1})` };
const within = (rel: string, w: Window) => `(select * from ${rel} x where x.day between ${w.d0} and ${w.d1})`;
const byMonthOf = (day: string) => `date_trunc('month', ${day})::date`;

/**
 * The period's figures, by optometrist and by month, in one statement. The visits seen and the
 * money taken are read once for the period and the chart's months together (they are rows of a day
 * each, so a window's rows are the span's rows of its days); the glasses orders once for both
 * captures. The by-optometrist and by-month tables aggregate the same rows as the figures.
 */
function currentSql(): string {
  const w = PERIOD;
  return withParams(`
  with ex as materialized (
         select e.id, e.starts_at, e.day, e.patient_id, null::text as first_name, null::text as last_name, e.clinic_id, e.optometrist_id
         from (${examRows(SPAN)}) e),
       mo as materialized (select m.day, m.kind, m.stream, m.insurer, m.net, m.order_id, m.order_number, m.optometrist_id from (${moneyRows(SPAN)}) m),
       gl as materialized (${glassesRows(SPAN)}),
       cap as materialized (select c.optometrist_id, c.same_day, c.within30 from (${captureRows(w, { exams: "ex", glasses: "gl" })}) c),
       ns as materialized (select x.day, x.optometrist_id from (${noShowRows(w)}) x),
       bk as materialized (select x.day, x.optometrist_id, x.status, x.minutes, x.late from (${bookedRows(w)}) x)
  select now() as as_of, ${valuesJson(w, { exams: within("ex", w), money: within("mo", w), eyewear: `(${eyewearOrderRows(w, within("mo", w))})`, capture: "cap", noShows: "ns", booked: "bk" })} as v,
    (select coalesce(json_agg(o order by o.position, o.title), '[]') from (
      select s.id, s.title, s.position, coalesce(e.c, 0) as exams, coalesce(n.c, 0) as no_shows, coalesce(b.m, 0) as booked,
             coalesce(sh.minutes, 0) as shift, coalesce(cp.a, 0) as cap_all, coalesce(cp.c, 0) as cap_30, m.m as money
      from public.staff s
      left join (select x.optometrist_id, count(*) as c from ${within("ex", w)} x group by 1) e on e.optometrist_id = s.id
      left join (select x.optometrist_id, count(*) as c from ns x group by 1) n on n.optometrist_id = s.id
      left join (select x.optometrist_id, sum(x.minutes) as m from bk x where x.status <> 'cancelled' group by 1) b on b.optometrist_id = s.id
      left join (${shiftMinutes(w, "staff")}) sh on sh.optometrist_id = s.id
      left join (select x.optometrist_id, count(*) as a, count(*) filter (where x.within30) as c from cap x group by 1) cp on cp.optometrist_id = s.id
      left join (select x.optometrist_id, sum(x.net) as m from ${within("mo", w)} x group by 1) m on m.optometrist_id = s.id
      where s.role = 'optometrist' and ($4::uuid is null or s.id = $4)
        and (s.active or e.c is not null or n.c is not null or b.m is not null or sh.minutes > 0 or m.m is not null)
    ) o) as optometrists,
    (select json_agg(x order by x.month) from (
      select to_char(mw.m, 'YYYY-MM') as month, coalesce(e.c, 0) as exams, coalesce(r.s, 0) as revenue, coalesce(cp.a, 0) as cap_all, coalesce(cp.c, 0) as cap_30
      from generate_series(${MONTHS.d0}, ${MONTHS.d1}, interval '1 month') mw(m)
      left join (select ${byMonthOf("x.day")} as m, count(*) as c from ${within("ex", MONTHS)} x group by 1) e on e.m = mw.m
      left join (select ${byMonthOf("x.day")} as m, sum(x.net) as s from ${within("mo", MONTHS)} x group by 1) r on r.m = mw.m
      left join (select x.part as m, count(*) as a, count(*) filter (where x.within30) as c
                 from (${captureRows(MONTHS, { by: byMonthOf("e.day"), exams: "ex", glasses: "gl" })}) x group by 1) cp on cp.m = mw.m
    ) x) as months`);
}

export type OptometristRow = { id: string; title: string; exams: number; noShows: number; bookedMinutes: number; shiftMinutes: number; capturePatients: number; capture30: number; money: number };

export type MonthRow = { month: string; exams: number; revenue: number; capturePatients: number; capture30: number };

export type FiguresView = { asOf: Date; now: FigureValues; before: FigureValues; optometrists: OptometristRow[]; months: MonthRow[] };

/**
 * Everything the page shows, read in one transaction (one snapshot: its totals agree with each
 * other): the period with its tables in one statement, the same days a year before in another.
 */
export async function loadFigures(db: Db, caller: Caller, c: FigureChoice): Promise<FiguresView> {
  type Current = { as_of: Date; v: Parameters<typeof toValues>[0]; optometrists: RawOptometrist[]; months: RawMonth[] };
  const [[cur], [prev]] = await Promise.all([
    figuresRead(db, caller, (q) => q.query<Current>(currentSql(), params(c.range, c))),
    figuresRead(db, caller, (q) => q.query<{ v: Parameters<typeof toValues>[0] }>(withParams(valuesSql()), params(lastYear(c.range), c))),
  ]);
  return {
    asOf: new Date(cur.as_of),
    now: toValues(cur.v),
    before: toValues(prev.v),
    optometrists: cur.optometrists.map((r) => ({
      id: r.id,
      title: r.title,
      exams: Number(r.exams),
      noShows: Number(r.no_shows),
      bookedMinutes: Number(r.booked),
      shiftMinutes: Number(r.shift),
      capturePatients: Number(r.cap_all),
      capture30: Number(r.cap_30),
      money: Math.round(Number(r.money ?? 0) * 100),
    })),
    months: cur.months.map((r) => ({ month: r.month, exams: Number(r.exams), revenue: Math.round(Number(r.revenue) * 100), capturePatients: Number(r.cap_all), capture30: Number(r.cap_30) })),
  };
}

/** The clinics' ids and the optometrists the choice may name (the form's lists). */
export async function figureChoices(db: Db, caller: Caller): Promise<{ clinics: { id: string; name: string }[]; optometrists: Optometrist[] }> {
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "analytics");
    const clinics = await tx.query<{ id: string; name: string }>("select id, short_name as name from public.clinics order by position, id");
    const optometrists = await tx.query<Optometrist>("select id, title from public.staff where role = 'optometrist' order by active desc, position, title");
    return { clinics, optometrists };
  });
}

export const figureBySlug = (slug: string): FigureKey | null => FIGURE_KEYS.find((k) => FIGURES[k].slug === slug) ?? null;

/** Rows a rows page shows at once. */
export const ROWS_PAGE = 100;

/** The rows behind one figure, in order (day, then id), a page at a time, and how many there are. */
export async function loadFigureRows(db: Db, caller: Caller, key: FigureKey, c: FigureChoice, page: number): Promise<{ rows: Row[]; total: number }> {
  const def = DEFINITIONS[key];
  const source = def.rows(PERIOD);
  const slice = `order by r.day, r.id::text limit ${ROWS_PAGE} offset ${(page - 1) * ROWS_PAGE}`;
  return figuresRead(db, caller, async (q) => {
    if (def.onePass) {
      const rows = await q.query(withParams(`select r.*, count(*) over () as figure_rows_total from (${source}) r ${slice}`), params(c.range, c));
      const total = rows.length ? Number(rows[0].figure_rows_total) : page === 1 ? 0 : null;
      for (const row of rows) delete row.figure_rows_total;
      if (total !== null) return { rows, total };
    }
    // Counted on its own, a figure's rows need only the columns that decide which they are.
    const [{ total }] = await q.query<{ total: string }>(withParams(`select count(*) as total from (${source}) r`), params(c.range, c));
    const rows = def.onePass ? [] : await q.query(withParams(`select * from (${source}) r ${slice}`), params(c.range, c));
    return { rows, total: Number(total) };
  });
}

/** Every row behind one figure, in batches read on from the last (day, id): for the CSV. */
export async function* figureRowBatches(db: Db, caller: Caller, key: FigureKey, c: FigureChoice, batch = 2_000): AsyncGenerator<Row[]> {
  const source = DEFINITIONS[key].rows(PERIOD);
  let after: { day: string; id: string } | null = null;
  for (;;) {
    const at: { day: string; id: string } | null = after;
    const rows: Row[] = await figuresRead(db, caller, (q) => {
      const where = at ? "where (r.day, r.id::text) > ($6::date, $7::text)" : "";
      return q.query(withParams(`select * from (${source}) r ${where} order by r.day, r.id::text limit ${batch}`), [...params(c.range, c), ...(at ? [at.day, at.id] : [])]);
    });
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { day: dayText(last.day), id: String(last.id) };
  }
}

/** Clinic and optometrist names for the rows' cells. */
export async function figureNames(db: Db, caller: Caller) {
  const lists = await figureChoices(db, caller);
  return {
    lists,
    names: { clinics: new Map(lists.clinics.map((c) => [c.id, c.name])), optometrists: new Map(lists.optometrists.map((o) => [o.id, o.title])) },
  };
}
