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
      <svg viewBox={`0 0 ${w} ${h + 18}`} role="img" aria-label={`${title}. ${summary}`} className="h-28 w-full" preserveAspectRatio="none">
        <line x1="0" x2={w} y1={h + 0.5} y2={h + 0.5} className="stroke-line" strokeWidth="1" />
        {points.map((p, i) => {
          const height = p.count === 0 ? 0 : Math.max(3, (p.count / max) * (h - 4));
          return (
            <rect key={p.day} x={i * (bar + gap)} y={h - height} width={bar} height={height} rx="2" className="fill-brand-500 dark:fill-brand-400">
              <title>{`${labelDay(p.day)}: ${p.count}`}</title>
            </rect>
          );
        })}
        <text x="0" y={h + 15} className="fill-ink-muted text-[11px]">
          {labelDay(points[0].day)}
        </text>
        <text x={w} y={h + 15} textAnchor="end" className="fill-ink-muted text-[11px]">
          Today
        </text>
      </svg>
      <figcaption className="mt-2 text-sm text-ink-muted">{summary}</figcaption>
    </figure>
  );
}
