/**
 * Each figure defined once: the rows it counts (lib/figures/sql.ts), the aggregate over them that
 * is its value, and the columns its rows page and CSV show. The page, the rows page, the CSV and the
 * tests read this table; a figure's count is always the number of its rows.
 */
import type { FigureKey } from "@/content/figures";
import {
  activeRows,
  bookedRows,
  buyerRows,
  captureRows,
  examRows,
  eyewearOrderRows,
  moneyRows,
  newPatientRows,
  noShowRows,
  PERIOD,
  recallRows,
  shiftMinutes,
  waitlistRows,
  type Window,
} from "./sql";

/** What one statement returns for a period: every figure's parts. */
export type FigureValues = {
  exams: number;
  newPatients: number;
  patientsSeen: number;
  noShows: number;
  lateCancellations: number;
  visitsBooked: number;
  bookedMinutes: number;
  bookedVisits: number;
  shiftMinutes: number;
  capturePatients: number;
  captureSameDay: number;
  capture30: number;
  money: { total: number; examFees: number; eyewear: number; insurers: number; patients: number; rows: number };
  eyewearOrders: number;
  eyewearOrderRevenue: number;
  buyers: number;
  multipleBuyers: number;
  recall: number;
  offered: number;
  refilled: number;
  recoveredMinutes: number;
  active: number;
  activeAhead: number;
};

const n = (sql: string) => `(${sql})`;

/** The row sets a period's values aggregate. */
export type RowSet = "exams" | "newPatients" | "noShows" | "booked" | "capture" | "money" | "eyewear" | "buyers" | "recall" | "waitlist" | "active";

/**
 * Where each row set is read from: by default its rows' SQL for the window; a statement that has
 * already read a row set (the page's, for the by-optometrist and by-month tables too) names that
 * relation instead, holding exactly the same rows.
 */
export type Sources = Partial<Record<RowSet, string>>;

function rowSources(w: Window, src: Sources): Record<RowSet, string> {
  const own: Record<RowSet, () => string> = {
    exams: () => examRows(w),
    newPatients: () => newPatientRows(w),
    noShows: () => noShowRows(w),
    booked: () => bookedRows(w),
    capture: () => captureRows(w),
    money: () => moneyRows(w),
    eyewear: () => eyewearOrderRows(w),
    buyers: () => buyerRows(w),
    recall: () => recallRows(w),
    waitlist: () => waitlistRows(w),
    active: () => activeRows(w),
  };
  return Object.fromEntries(Object.entries(own).map(([k, sql]) => [k, src[k as RowSet] ?? `(${sql()})`])) as Record<RowSet, string>;
}

/**
 * Every figure of a period as one JSON value (`toValues` reads it), so the page makes one round trip
 * per period. A payment's money before tax is worked out once for the five sums of it (`offset 0`
 * keeps PostgreSQL from working it out again for each).
 */
export function valuesJson(w: Window = PERIOD, src: Sources = {}): string {
  const r = rowSources(w, src);
  return `json_build_object(
    'exams', ${n(`select count(*) from ${r.exams} x`)},
    'newPatients', ${n(`select count(*) from ${r.newPatients} x`)},
    'patientsSeen', ${n(`select count(distinct coalesce(x.patient_id, x.id)) from ${r.exams} x`)},
    'noShows', ${n(`select count(*) from ${r.noShows} x`)},
    'booked', ${n(`select json_build_object('late', count(*) filter (where x.late), 'all', count(*),
        'minutes', coalesce(sum(x.minutes) filter (where x.status <> 'cancelled'), 0), 'visits', count(*) filter (where x.status <> 'cancelled'))
      from ${r.booked} x`)},
    'shiftMinutes', ${n(`select x.minutes from (${shiftMinutes(w)}) x`)},
    'capture', ${n(`select json_build_object('all', count(*), 'sameDay', count(*) filter (where x.same_day), 'within30', count(*) filter (where x.within30))
      from ${r.capture} x`)},
    'money', ${n(`select json_build_object('total', coalesce(sum(x.net), 0), 'examFees', coalesce(sum(x.net) filter (where x.stream = 'exam'), 0),
        'eyewear', coalesce(sum(x.net) filter (where x.stream = 'eyewear'), 0), 'insurers', coalesce(sum(x.net) filter (where x.insurer), 0),
        'patients', coalesce(sum(x.net) filter (where not x.insurer), 0), 'rows', count(*))
      from (select x.net, x.stream, x.insurer from ${r.money} x offset 0) x`)},
    'eyewear', ${n(`select json_build_object('orders', count(*), 'revenue', coalesce(sum(x.net), 0)) from ${r.eyewear} x`)},
    'buyers', ${n(`select json_build_object('all', count(*), 'multiple', count(*) filter (where x.pairs > 1)) from ${r.buyers} x`)},
    'recall', ${n(`select count(*) from ${r.recall} x`)},
    'waitlist', ${n(`select json_build_object('offered', count(*), 'refilled', count(*) filter (where x.status = 'taken'),
        'minutes', coalesce(sum(x.minutes) filter (where x.status = 'taken'), 0)) from ${r.waitlist} x`)},
    'active', ${n(`select json_build_object('all', count(*), 'ahead', count(x.next_at)) from ${r.active} x`)}
  )`;
}

/**
 * One statement for every figure of a period. The money taken is read once for both figures built
 * on it (revenue per exam and the average eyewear sale).
 */
export function valuesSql(w: Window = PERIOD): string {
  return `with mo as materialized (select m.day, m.kind, m.stream, m.insurer, m.net, m.order_id, m.order_number from (${moneyRows(w)}) m)
  select ${valuesJson(w, { money: "mo", eyewear: `(${eyewearOrderRows(w, "mo")})` })} as v`;
}

type Raw = {
  exams: number;
  newPatients: number;
  patientsSeen: number;
  noShows: number;
  booked: { late: number; all: number; minutes: number; visits: number };
  shiftMinutes: number;
  capture: { all: number; sameDay: number; within30: number };
  money: { total: number; examFees: number; eyewear: number; insurers: number; patients: number; rows: number };
  eyewear: { orders: number; revenue: number };
  buyers: { all: number; multiple: number };
  recall: number;
  waitlist: { offered: number; refilled: number; minutes: number };
  active: { all: number; ahead: number };
};

/** Money in cents from the database's numeric (exact to the cent), so sums stay exact in JavaScript. */
const cents = (v: number | string) => Math.round(Number(v) * 100);

export function toValues(raw: Raw): FigureValues {
  return {
    exams: Number(raw.exams),
    newPatients: Number(raw.newPatients),
    patientsSeen: Number(raw.patientsSeen),
    noShows: Number(raw.noShows),
    lateCancellations: Number(raw.booked.late),
    visitsBooked: Number(raw.booked.all),
    bookedMinutes: Number(raw.booked.minutes),
    bookedVisits: Number(raw.booked.visits),
    shiftMinutes: Number(raw.shiftMinutes),
    capturePatients: Number(raw.capture.all),
    captureSameDay: Number(raw.capture.sameDay),
    capture30: Number(raw.capture.within30),
    money: {
      total: cents(raw.money.total),
      examFees: cents(raw.money.examFees),
      eyewear: cents(raw.money.eyewear),
      insurers: cents(raw.money.insurers),
      patients: cents(raw.money.patients),
      rows: Number(raw.money.rows),
    },
    eyewearOrders: Number(raw.eyewear.orders),
    eyewearOrderRevenue: cents(raw.eyewear.revenue),
    buyers: Number(raw.buyers.all),
    multipleBuyers: Number(raw.buyers.multiple),
    recall: Number(raw.recall),
    offered: Number(raw.waitlist.offered),
    refilled: Number(raw.waitlist.refilled),
    recoveredMinutes: Number(raw.waitlist.minutes),
    active: Number(raw.active.all),
    activeAhead: Number(raw.active.ahead),
  };
}

/** A share as a number from 0 to 1, or null when there is nothing to divide by. */
export const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/**
 * Each figure's value (a number: a count, a share 0–1, or cents), the count of its rows, and the
 * SQL of those rows (with the filter that picks them out of a shared row set). `onePass`: its rows
 * are made one per patient, order or buyer (or by a function), so a rows page reads them all
 * whatever it shows and counts them in the same pass.
 */
export const DEFINITIONS: Record<
  FigureKey,
  {
    value: (v: FigureValues) => number | null;
    kind: "count" | "share" | "money";
    rowCount: (v: FigureValues) => number;
    rows: (w: Window) => string;
    unique?: boolean;
    onePass?: boolean;
  }
> = {
  exams: { kind: "count", value: (v) => v.exams, rowCount: (v) => v.exams, rows: (w) => examRows(w) },
  newPatients: { kind: "count", value: (v) => v.newPatients, rowCount: (v) => v.newPatients, rows: (w) => newPatientRows(w) },
  noShowRate: { kind: "share", value: (v) => share(v.noShows, v.exams + v.noShows), rowCount: (v) => v.noShows, rows: (w) => noShowRows(w) },
  lateCancellations: {
    kind: "share",
    value: (v) => share(v.lateCancellations, v.visitsBooked),
    rowCount: (v) => v.lateCancellations,
    rows: (w) => `select * from (${bookedRows(w)}) r where r.late`,
  },
  chairTime: {
    kind: "share",
    value: (v) => share(v.bookedMinutes, v.shiftMinutes),
    rowCount: (v) => v.bookedVisits,
    rows: (w) => `select * from (${bookedRows(w)}) r where r.status <> 'cancelled'`,
  },
  captureSameDay: { kind: "share", unique: true, onePass: true, value: (v) => share(v.captureSameDay, v.capturePatients), rowCount: (v) => v.capturePatients, rows: (w) => captureRows(w) },
  capture30: { kind: "share", unique: true, onePass: true, value: (v) => share(v.capture30, v.capturePatients), rowCount: (v) => v.capturePatients, rows: (w) => captureRows(w) },
  revenuePerExam: { kind: "money", value: (v) => (v.exams ? Math.round(v.money.total / v.exams) : null), rowCount: (v) => v.money.rows, rows: (w) => moneyRows(w) },
  averageSale: {
    kind: "money",
    value: (v) => (v.eyewearOrders ? Math.round(v.eyewearOrderRevenue / v.eyewearOrders) : null),
    rowCount: (v) => v.eyewearOrders,
    rows: (w) => eyewearOrderRows(w),
    onePass: true,
  },
  multiplePairs: { kind: "share", unique: true, onePass: true, value: (v) => share(v.multipleBuyers, v.buyers), rowCount: (v) => v.buyers, rows: (w) => buyerRows(w) },
  recall: { kind: "count", onePass: true, value: (v) => v.recall, rowCount: (v) => v.recall, rows: (w) => recallRows(w) },
  waitlist: { kind: "share", value: (v) => share(v.refilled, v.offered), rowCount: (v) => v.offered, rows: (w) => waitlistRows(w) },
  activePatients: { kind: "count", unique: true, onePass: true, value: (v) => v.active, rowCount: (v) => v.active, rows: (w) => activeRows(w) },
};
