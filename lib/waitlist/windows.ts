/**
 * Freed windows as the database notes them: one row per changed row, so one schedule save can note
 * many overlapping windows. Merged per clinic (or "every clinic") before they are looked at, so a
 * time is looked at once per run. Pure.
 */
export type FreedWindow = { clinic: string | null; from: Date; to: Date; reason: string };

/** Overlapping or touching windows of the same clinic key merged; each keeps its earliest window's reason. */
export function mergeWindows(windows: readonly FreedWindow[]): FreedWindow[] {
  const byClinic = new Map<string | null, FreedWindow[]>();
  for (const w of windows) byClinic.set(w.clinic, [...(byClinic.get(w.clinic) ?? []), w]);
  const merged: FreedWindow[] = [];
  for (const list of byClinic.values()) {
    const sorted = [...list].sort((a, b) => a.from.getTime() - b.from.getTime());
    let current = { ...sorted[0] };
    for (const w of sorted.slice(1)) {
      if (w.from.getTime() <= current.to.getTime()) current.to = new Date(Math.max(current.to.getTime(), w.to.getTime()));
      else {
        merged.push(current);
        current = { ...w };
      }
    }
    merged.push(current);
  }
  return merged;
}
