import { RECALL_RESULTS_COPY as C } from "@/content/recall";
import type { MonthTotals } from "@/lib/recall/results";

const SERIES = [
  { key: "due", className: "fill-brand-200 dark:fill-brand-200/40" },
  { key: "contacted", className: "fill-brand-400 dark:fill-brand-600" },
  { key: "booked", className: "fill-brand-600 dark:fill-brand-400" },
  { key: "seen", className: "fill-accent-500" },
] as const;
const monthLabel = new Intl.DateTimeFormat("en-CA", { month: "short", timeZone: "UTC" });

/**
 * Due, contacted, booked and seen for each month, drawn on the server as inline SVG (no chart
 * library). The table below it holds the same figures for screen readers; the chart is hidden from them.
 */
export function ResultsChart({ months }: { months: MonthTotals[] }) {
  const width = 960;
  const height = 170;
  const base = height - 20;
  const max = Math.max(1, ...months.map((m) => m.due));
  const slot = width / Math.max(1, months.length);
  const bar = Math.max(2, (slot - 8) / SERIES.length);
  return (
    <figure className="mt-6 rounded-2xl border border-line bg-surface p-4">
      <figcaption className="text-sm font-medium text-ink">{C.chartTitle}</figcaption>
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-ink-muted" aria-hidden>
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <svg viewBox="0 0 10 10" className="size-3"><rect width="10" height="10" rx="2" className={s.className} /></svg>
            {C.legend[s.key]}
          </li>
        ))}
      </ul>
      {/* On a phone the months scroll sideways rather than shrink past reading. */}
      {/* Focusable and named, so a keyboard user can scroll it too (axe: scrollable-region-focusable). */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={C.chartTitle}>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full min-w-[36rem]" aria-hidden>
        <line x1="0" x2={width} y1={base} y2={base} className="stroke-line" strokeWidth="1" />
        {months.map((m, i) => (
          <g key={m.month}>
            {SERIES.map((s, j) => {
              const h = ((base - 8) * m[s.key]) / max;
              return <rect key={s.key} x={i * slot + 4 + j * bar} y={base - h} width={bar - 1} height={h} rx="1.5" className={s.className} />;
            })}
            <text x={i * slot + slot / 2} y={height - 4} textAnchor="middle" className="fill-ink-muted text-[13px]">
              {monthLabel.format(new Date(`${m.month}-01T12:00:00Z`))}
            </text>
          </g>
        ))}
      </svg>
      </div>
    </figure>
  );
}
