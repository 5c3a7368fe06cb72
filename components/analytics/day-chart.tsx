import { chartGeometry, labelDay, type DayPoint } from "@/lib/analytics/chart";
import { formatPrice } from "@/lib/format";

/**
 * Thirty days drawn on the server as inline SVG (no chart library): a bar per day for the
 * count and, for orders, a line for the day's order value. The caption says the same in words.
 */
export function DayChart({ points, summary, title, valueLabel }: { points: DayPoint[]; summary: string; title: string; valueLabel?: string }) {
  const g = chartGeometry(points, { width: 600, height: 96, gap: 4, withValue: Boolean(valueLabel), money: formatPrice });
  return (
    <figure className="rounded-2xl border border-line bg-surface p-4">
      {valueLabel ? (
        <div aria-hidden className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-sm bg-brand-500 dark:bg-brand-400" />
            {title}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-3 bg-accent-600 dark:bg-accent-400" />
            {valueLabel}
          </span>
        </div>
      ) : null}
      {/* Stretched to the card's width; text stays outside the SVG so it is never distorted. */}
      <svg viewBox={`0 0 ${g.width} ${g.height}`} role="img" aria-label={`${title}. ${summary}`} className="h-24 w-full sm:h-28" preserveAspectRatio="none">
        {g.bars.map((b) => (
          <rect key={b.day} x={b.x} y={b.y} width={b.width} height={b.height} rx="1.5" className={b.quiet ? "fill-line" : "fill-brand-500 dark:fill-brand-400"}>
            <title>{b.title}</title>
          </rect>
        ))}
        {g.line ? (
          <polyline points={g.line} fill="none" strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" className="stroke-accent-600 dark:stroke-accent-400" />
        ) : null}
      </svg>
      <div aria-hidden className="mt-1 flex justify-between text-xs text-ink-muted">
        <span>{labelDay(points[0].day)}</span>
        <span>Today</span>
      </div>
      <figcaption className="mt-2 text-sm text-ink">{summary}</figcaption>
    </figure>
  );
}
