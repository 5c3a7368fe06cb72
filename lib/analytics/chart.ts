/** Days in the clinic's zone, so "today" matches the clinic's calendar. */
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });
const dayLabel = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", month: "short", day: "numeric" });

export type DayPoint = { day: string; count: number; value: number };

/** The last `days` calendar days (oldest first) ending today, with zero for quiet days. */
export function bucketByDay(rows: readonly { at: string | Date; value?: number | null }[], now = new Date(), days = 30): DayPoint[] {
  const keys: string[] = [];
  const todayKey = dayKey.format(now);
  const [y, m, d] = todayKey.split("-").map(Number);
  for (let i = days - 1; i >= 0; i--) keys.push(new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
  const points = new Map(keys.map((k) => [k, { day: k, count: 0, value: 0 }]));
  for (const r of rows) {
    const p = points.get(dayKey.format(new Date(r.at)));
    if (!p) continue;
    p.count += 1;
    p.value += Number(r.value ?? 0);
  }
  return [...points.values()].map((p) => ({ ...p, value: Math.round(p.value * 100) / 100 }));
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
