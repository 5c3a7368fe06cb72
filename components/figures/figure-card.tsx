import { Link } from "@/components/ui/link";
import { FIGURES, FIGURES_COPY as C, type FigureKey } from "@/content/figures";
import { DEFINITIONS, type FigureValues } from "@/lib/figures";
import { changeText, detailText, valueText } from "@/lib/figures/present";
import { FigureHelp } from "./figure-help";

/**
 * One figure: its value (a link to the rows it counts), what it is made of, the same period a
 * year before and the change, and its definition behind "?".
 */
export function FigureCard({ figure, now, before, rowsHref }: { figure: FigureKey; now: FigureValues; before: FigureValues; rowsHref: string }) {
  const f = FIGURES[figure];
  const headingId = `figure-${f.slug}`;
  const detail = detailText(figure, now);
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium text-ink-muted">{f.name}</h3>
        <FigureHelp label={C.howCounted(f.name)} definition={f.definition} />
      </div>
      <p className="mt-1 text-3xl font-semibold tabular-nums text-ink">
        <Link href={rowsHref} className="underline-offset-4 hover:underline" aria-label={`${f.name}: ${valueText(figure, now)}, ${C.rowsCount(DEFINITIONS[figure].rowCount(now))}`}>
          {valueText(figure, now)}
        </Link>
      </p>
      {detail ? <p className="mt-1 text-sm text-ink-muted">{detail}</p> : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 border-t border-line pt-2 text-sm">
        <dt className="text-ink-muted">{C.lastYearLabel}</dt>
        <dd className="text-right tabular-nums text-ink">{valueText(figure, before)}</dd>
        <dt className="text-ink-muted">{C.changeLabel}</dt>
        <dd className="text-right tabular-nums text-ink">{changeText(figure, now, before)}</dd>
      </dl>
      {DEFINITIONS[figure].unique ? <p className="mt-2 text-xs text-ink-muted">{C.uniqueNote}</p> : null}
    </section>
  );
}
