import { DataTable, type Column } from "@/components/ui/data-table";
import { FIGURES_COPY as C } from "@/content/figures";
import { share, type MonthRow } from "@/lib/figures";
import { dollars, percent } from "@/lib/figures/present";

const monthLabel = new Intl.DateTimeFormat("en-CA", { month: "short", timeZone: "UTC" });
const monthName = new Intl.DateTimeFormat("en-CA", { month: "long", year: "numeric", timeZone: "UTC" });
const asDate = (month: string) => new Date(`${month}-01T12:00:00Z`);

/**
 * The last 12 months: exams as bars drawn on the server, each bar with its number written on it
 * (readable without colour), and the months' exams, revenue and capture as a table beside it.
 */
export function MonthChart({ months }: { months: MonthRow[] }) {
  // A narrow drawing, so its numbers stay readable when a phone shrinks it.
  const width = 480;
  const height = 200;
  const base = height - 24;
  const max = Math.max(1, ...months.map((m) => m.exams));
  const slot = width / Math.max(1, months.length);
  const columns: Column<MonthRow>[] = [
    { header: C.columns.month, cell: (m) => monthName.format(asDate(m.month)) },
    { header: C.columns.exams, align: "end", cell: (m) => m.exams },
    { header: C.columns.revenue, align: "end", cell: (m) => dollars(m.revenue) },
    { header: C.columns.capture, align: "end", cell: (m) => percent(share(m.capture30, m.capturePatients)) },
  ];
  return (
    <section aria-labelledby="figures-by-month" className="mt-10">
      <h2 id="figures-by-month" className="text-xl font-semibold text-ink">{C.byMonth}</h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-[3fr_2fr]">
        <figure className="min-w-0 self-start rounded-2xl border border-line bg-surface p-4">
          <figcaption className="text-sm font-medium text-ink">{C.chartLabel}</figcaption>
          <svg viewBox={`0 0 ${width} ${height}`} className="mt-3 h-auto w-full" aria-hidden>
            <line x1="0" x2={width} y1={base} y2={base} className="stroke-line" strokeWidth="1" />
            {months.map((m, i) => {
              const h = ((base - 22) * m.exams) / max;
              const x = i * slot + slot * 0.15;
              return (
                <g key={m.month}>
                  <rect x={x} y={base - h} width={slot * 0.7} height={h} rx="3" className="fill-brand-500 dark:fill-brand-400" />
                  <text x={i * slot + slot / 2} y={base - h - 6} textAnchor="middle" className="fill-ink text-[16px] font-semibold">{m.exams}</text>
                  <text x={i * slot + slot / 2} y={height - 6} textAnchor="middle" className="fill-ink-muted text-[14px]">{monthLabel.format(asDate(m.month))}</text>
                </g>
              );
            })}
          </svg>
        </figure>
        <DataTable caption={C.byMonthCaption} columns={columns} rows={months} rowKey={(m) => m.month} empty={C.byMonthEmpty} phone="scroll" className="min-w-0" />
      </div>
    </section>
  );
}
