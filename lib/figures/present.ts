/**
 * How each figure reads on the page: its value, the line under it, the same period a year before
 * and the change. Pure (unit-tested); the numbers come from lib/figures/definitions.ts.
 */
import { FIGURES_COPY as C, type FigureKey } from "@/content/figures";
import { formatCount, formatPrice } from "@/lib/format";
import { DEFINITIONS, type FigureValues } from "./definitions";
import { change } from "./range";

export const percent = (v: number | null) => (v === null ? C.none : `${Math.round(v * 1000) / 10}%`);
export const dollars = (cents: number | null) => (cents === null ? C.none : formatPrice(cents / 100));
const hours = (minutes: number) => (Math.round(minutes / 6) / 10).toLocaleString("en-CA");

export function valueText(key: FigureKey, v: FigureValues): string {
  const d = DEFINITIONS[key];
  const value = d.value(v);
  if (d.kind === "share") return percent(value);
  if (d.kind === "money") return dollars(value);
  return value === null ? C.none : formatCount(value);
}

/** The line under a value: what it is made of. */
export function detailText(key: FigureKey, v: FigureValues): string | null {
  switch (key) {
    case "newPatients":
      return C.newShare(percent(v.patientsSeen ? v.newPatients / v.patientsSeen : null), v.patientsSeen);
    case "noShowRate":
      return C.ofVisits(v.noShows, v.exams + v.noShows);
    case "lateCancellations":
      return C.ofVisits(v.lateCancellations, v.visitsBooked);
    case "chairTime":
      return C.minutes(v.bookedMinutes, v.shiftMinutes);
    case "captureSameDay":
      return C.ofPatients(v.captureSameDay, v.capturePatients);
    case "capture30":
      return C.ofPatients(v.capture30, v.capturePatients);
    case "revenuePerExam":
      return `${C.split.examFees} ${dollars(v.money.examFees)} · ${C.split.eyewear} ${dollars(v.money.eyewear)} · ${C.split.insurers} ${dollars(v.money.insurers)} · ${C.split.patients} ${dollars(v.money.patients)}`;
    case "averageSale":
      return `${dollars(v.eyewearOrderRevenue)} · ${C.orders(v.eyewearOrders)}`;
    case "multiplePairs":
      return C.ofBuyers(v.multipleBuyers, v.buyers);
    case "waitlist":
      return C.refilled(v.refilled, v.offered, hours(v.recoveredMinutes));
    case "activePatients":
      return C.bookedAhead(v.activeAhead);
    default:
      return null;
  }
}

/** "+12%" for counts and money; for a share the change in points ("+3 pts"), which is what moved. */
export function changeText(key: FigureKey, now: FigureValues, before: FigureValues): string {
  const d = DEFINITIONS[key];
  const a = d.value(now);
  const b = d.value(before);
  if (a === null || b === null) return C.none;
  if (d.kind === "share") {
    const pts = Math.round((a - b) * 1000) / 10;
    return pts > 0 ? `+${pts} pts` : pts < 0 ? `−${Math.abs(pts)} pts` : "0 pts";
  }
  return change(a, b) ?? C.none;
}

const asOf = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });
/** "Dec 7, 2026, 9:04 a.m.", Brampton time: "Figures as of" and the rows' moments. */
export const formatAsOf = (d: Date) => asOf.format(d);

const longDay = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });
/** A day (YYYY-MM-DD) as "Mar 1, 2025". */
export const formatDay = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));

/** "Mar 1, 2025 – Mar 31, 2025 · Both clinics · All optometrists": what a view counts. */
export function scopeText(c: { range: { from: string; to: string }; clinic: string | null; optometrist: string | null }, lists: { clinics: { id: string; name: string }[]; optometrists: { id: string; title: string }[] }): string {
  return [
    `${formatDay(c.range.from)} – ${formatDay(c.range.to)}`,
    (c.clinic && lists.clinics.find((x) => x.id === c.clinic)?.name) || C.bothClinics,
    (c.optometrist && lists.optometrists.find((x) => x.id === c.optometrist)?.title) || C.allOptometrists,
  ].join(" · ");
}
