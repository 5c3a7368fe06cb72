/** Days in the clinic's zone, so "today" matches the clinic's calendar. */
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });
const dayLabel = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", month: "short", day: "numeric" });

export type DayPoint = { day: string; count: number; value: number };

/**
 * The last `days` calendar days (oldest first) ending today in the clinic's zone, with the
 * totals the database grouped by clinic day (`day` as YYYY-MM-DD in America/Toronto) and zero
 * for quiet days: a busy month is 30 rows to read, not one per call.
 */
export function fillDays(totals: readonly { day: string; count: number; value?: number | null }[], now = new Date(), days = 30): DayPoint[] {
  const [y, m, d] = dayKey.format(now).split("-").map(Number);
  const points = new Map<string, DayPoint>();
  for (let i = days - 1; i >= 0; i--) {
    const key = new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10);
    points.set(key, { day: key, count: 0, value: 0 });
  }
  for (const t of totals) {
    const p = points.get(t.day);
    if (!p) continue;
    p.count += Number(t.count);
    p.value = Math.round((p.value + Number(t.value ?? 0)) * 100) / 100;
  }
  return [...points.values()];
}

/** The same days from single rows (a timestamp and an optional value each), grouped here. */
export function bucketByDay(rows: readonly { at: string | Date; value?: number | null }[], now = new Date(), days = 30): DayPoint[] {
  const totals = new Map<string, { day: string; count: number; value: number }>();
  for (const r of rows) {
    const day = dayKey.format(new Date(r.at));
    const t = totals.get(day) ?? totals.set(day, { day, count: 0, value: 0 }).get(day)!;
    t.count += 1;
    t.value += Number(r.value ?? 0);
  }
  return fillDays([...totals.values()], now, days);
}

export function labelDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/** One sentence for screen readers and the caption: total and the busiest day. */
export function summarise(points: readonly DayPoint[], noun: { one: string; many: string }, money?: (n: number) => string): string {
  const total = points.reduce((s, p) => s + p.count, 0);
  if (total === 0) return `Last 30 days: no ${noun.many}.`;
  const busiest = points.reduce((a, b) => (b.count > a.count ? b : a));
  const value = money ? `, ${money(points.reduce((s, p) => s + p.value, 0))} in all` : "";
  return `Last 30 days: ${total} ${total === 1 ? noun.one : noun.many}${value}; busiest day ${labelDay(busiest.day)} (${busiest.count}).`;
}

export type ChartGeometry = {
  width: number;
  height: number;
  /** `quiet` bars (no rows that day) are a faint baseline stub, so every day has a place. */
  bars: { day: string; x: number; y: number; width: number; height: number; quiet: boolean; title: string }[];
  /** SVG polyline points for the day's value (orders), or null. */
  line: string | null;
};

const round = (n: number) => Math.round(n * 100) / 100;
const QUIET = 2;
const MIN_BAR = 4;

/**
 * Where each bar (the day's count) and the value line go in a width × height box. Bars
 * share one scale from 0 to the busiest day; a day with any rows is at least 4 units tall
 * so it never vanishes, and a quiet day is a 2-unit stub. The value line has its own scale,
 * from 0 to the biggest day, kept 1 unit inside the box so its stroke is never clipped.
 */
export function chartGeometry(
  points: readonly DayPoint[],
  { width, height, gap = 4, withValue = false, money = String }: { width: number; height: number; gap?: number; withValue?: boolean; money?: (n: number) => string },
): ChartGeometry {
  const maxCount = Math.max(1, ...points.map((p) => p.count));
  const maxValue = Math.max(0, ...points.map((p) => p.value));
  const bar = (width - gap * (points.length - 1)) / points.length;
  const bars = points.map((p, i) => {
    const h = p.count === 0 ? QUIET : Math.max(MIN_BAR, (p.count / maxCount) * height);
    return {
      day: p.day,
      x: round(i * (bar + gap)),
      y: round(height - h),
      width: round(bar),
      height: round(h),
      quiet: p.count === 0,
      title: `${labelDay(p.day)}: ${p.count}${withValue ? `, ${money(p.value)}` : ""}`,
    };
  });
  const line =
    withValue && maxValue > 0
      ? points.map((p, i) => `${round(i * (bar + gap) + bar / 2)},${round(height - 1 - (p.value / maxValue) * (height - 2))}`).join(" ")
      : null;
  return { width, height, bars, line };
}
