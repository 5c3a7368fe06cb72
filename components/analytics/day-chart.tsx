import { labelDay, type DayPoint } from "@/lib/analytics/chart";

/** Thirty bars drawn on the server: no chart library, and a sentence that says the same. */
export function DayChart({ points, summary, title }: { points: DayPoint[]; summary: string; title: string }) {
  const max = Math.max(1, ...points.map((p) => p.count));
  const w = 600;
  const h = 96;
  const gap = 4;
  const bar = (w - gap * (points.length - 1)) / points.length;
  return (
    <figure className="rounded-2xl border border-line bg-surface p-4">
      {/* Stretched to the card's width; text stays outside the SVG so it is never distorted. */}
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={`${title}. ${summary}`} className="h-24 w-full" preserveAspectRatio="none">
        {points.map((p, i) => {
          const height = p.count === 0 ? 2 : Math.max(4, (p.count / max) * h);
          return (
            <rect
              key={p.day}
              x={i * (bar + gap)}
              y={h - height}
              width={bar}
              height={height}
              rx="2"
              className={p.count === 0 ? "fill-line" : "fill-brand-500 dark:fill-brand-400"}
            >
              <title>{`${labelDay(p.day)}: ${p.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <div aria-hidden className="mt-1 flex justify-between text-xs text-ink-muted">
        <span>{labelDay(points[0].day)}</span>
        <span>Today</span>
      </div>
      <figcaption className="mt-2 text-sm text-ink-muted">{summary}</figcaption>
    </figure>
  );
}
