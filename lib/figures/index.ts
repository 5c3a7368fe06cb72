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
import { DEFINITIONS, toValues, valuesSql, type FigureValues } from "./definitions";
import { dayText, lastYear, periodRange, type DayRange } from "./range";
import { bookedRows, captureRows, examRows, moneyRows, noShowRows, PERIOD, shiftMinutes, withParams, type Window } from "./sql";

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
  // Dates edited beside a named period mean "From/To" (the form has no script to switch it).
  const named = p.period === "custom" ? null : periodRange(p.period, today);
  if (p.period === "custom" || (named && p.from && p.to && (p.from !== named.from || p.to !== named.to))) {
    const r = customRange(p.from, p.to);
    if ("error" in r) return { choice: { period: "this-month", range: periodRange("this-month", today), clinic, optometrist }, error: r.error };
    return { choice: { period: "custom", range: r, clinic, optometrist } };
  }
  return { choice: { period: p.period, range: named!, clinic, optometrist } };
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

const params = (range: DayRange, c: { clinic: string | null; optometrist: string | null }) => [range.from, range.to, c.clinic, c.optometrist, EXAM_SERVICE];

async function periodValues(q: Queryable, range: DayRange, c: FigureChoice): Promise<FigureValues> {
  const [row] = await q.query<{ v: Parameters<typeof toValues>[0] }>(withParams(valuesSql()), params(range, c));
  return toValues(row.v);
}

export type OptometristRow = { id: string; title: string; exams: number; noShows: number; bookedMinutes: number; shiftMinutes: number; capturePatients: number; capture30: number; money: number };

/** One row per optometrist for the period (all of them, or the one chosen), from the same rows as the figures. */
async function byOptometrist(q: Queryable, c: FigureChoice): Promise<OptometristRow[]> {
  const w: Window = PERIOD;
  const rows = await q.query<{ id: string; title: string; exams: string; no_shows: string; booked: string; shift: string; cap_all: string; cap_30: string; money: string | null }>(
    withParams(`
    with ex as (select x.optometrist_id, count(*) as c from (${examRows(w)}) x group by 1),
         ns as (select x.optometrist_id, count(*) as c from (${noShowRows(w)}) x group by 1),
         bk as (select x.optometrist_id, sum(x.minutes) as m from (${bookedRows(w)}) x where x.status <> 'cancelled' group by 1),
         sh as (${shiftMinutes(w, "staff")}),
         cap as (select x.optometrist_id, count(*) as a, count(*) filter (where x.within30) as c from (${captureRows(w)}) x group by 1),
         mo as (select x.optometrist_id, sum(x.net) as m from (${moneyRows(w)}) x group by 1)
    select s.id, s.title, coalesce(ex.c, 0) as exams, coalesce(ns.c, 0) as no_shows, coalesce(bk.m, 0) as booked, coalesce(sh.minutes, 0) as shift,
           coalesce(cap.a, 0) as cap_all, coalesce(cap.c, 0) as cap_30, mo.m as money
    from public.staff s
    left join ex on ex.optometrist_id = s.id left join ns on ns.optometrist_id = s.id left join bk on bk.optometrist_id = s.id
    left join sh on sh.optometrist_id = s.id left join cap on cap.optometrist_id = s.id left join mo on mo.optometrist_id = s.id
    where s.role = 'optometrist' and ($4::uuid is null or s.id = $4)
      and (s.active or ex.c is not null or ns.c is not null or bk.m is not null or sh.minutes > 0 or mo.m is not null)
    order by s.position, s.title`),
    params(c.range, c),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    exams: Number(r.exams),
    noShows: Number(r.no_shows),
    bookedMinutes: Number(r.booked),
    shiftMinutes: Number(r.shift),
    capturePatients: Number(r.cap_all),
    capture30: Number(r.cap_30),
    money: Math.round(Number(r.money ?? 0) * 100),
  }));
}

export type MonthRow = { month: string; exams: number; revenue: number; capturePatients: number; capture30: number };

/** The 12 months ending with the period's last, each counted by the same rows as the figures. */
async function byMonth(q: Queryable, c: FigureChoice): Promise<MonthRow[]> {
  const w: Window = { d0: "mw.d0", d1: "mw.d1" };
  const rows = await q.query<{ month: string; exams: string; revenue: string; cap: { all: number; within30: number } }>(
    withParams(`
    select mw.month,
      (select count(*) from (${examRows(w)}) x) as exams,
      (select coalesce(sum(x.net), 0) from (${moneyRows(w)}) x) as revenue,
      (select json_build_object('all', count(*), 'within30', count(*) filter (where x.within30)) from (${captureRows(w)}) x) as cap
    from (
      select to_char(m, 'YYYY-MM') as month, m::date as d0, (m + interval '1 month' - interval '1 day')::date as d1
      from generate_series(date_trunc('month', $2::date) - interval '11 months', date_trunc('month', $2::date), interval '1 month') m
    ) mw
    order by mw.month`),
    params(c.range, c),
  );
  return rows.map((r) => ({ month: r.month, exams: Number(r.exams), revenue: Math.round(Number(r.revenue) * 100), capturePatients: Number(r.cap.all), capture30: Number(r.cap.within30) }));
}

export type FiguresView = { asOf: Date; now: FigureValues; before: FigureValues; optometrists: OptometristRow[]; months: MonthRow[] };

/** Everything the page shows, read in one transaction (one snapshot: its totals agree with each other). */
export async function loadFigures(db: Db, caller: Caller, c: FigureChoice): Promise<FiguresView> {
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "analytics");
    const [{ now: asOf }] = await tx.query<{ now: Date }>("select now()");
    const now = await periodValues(tx, c.range, c);
    const before = await periodValues(tx, lastYear(c.range), c);
    return { asOf: new Date(asOf), now, before, optometrists: await byOptometrist(tx, c), months: await byMonth(tx, c) };
  });
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
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "analytics");
    const source = DEFINITIONS[key].rows(PERIOD);
    const [{ total }] = await tx.query<{ total: string }>(withParams(`select count(*) as total from (${source}) r`), params(c.range, c));
    const rows = await tx.query(withParams(`select * from (${source}) r order by r.day, r.id::text limit ${ROWS_PAGE} offset ${(page - 1) * ROWS_PAGE}`), params(c.range, c));
    return { rows, total: Number(total) };
  });
}

/** Every row behind one figure, in batches read on from the last (day, id): for the CSV. */
export async function* figureRowBatches(db: Db, caller: Caller, key: FigureKey, c: FigureChoice, batch = 2_000): AsyncGenerator<Row[]> {
  const source = DEFINITIONS[key].rows(PERIOD);
  let after: { day: string; id: string } | null = null;
  for (;;) {
    const at: { day: string; id: string } | null = after;
    const rows: Row[] = await db.run(caller, async (tx) => {
      await assertAdmin(tx, "analytics");
      const where = at ? "where (r.day, r.id::text) > ($6::date, $7::text)" : "";
      return tx.query(withParams(`select * from (${source}) r ${where} order by r.day, r.id::text limit ${batch}`), [...params(c.range, c), ...(at ? [at.day, at.id] : [])]);
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
