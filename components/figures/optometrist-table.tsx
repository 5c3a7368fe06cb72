import { DataTable, type Column } from "@/components/ui/data-table";
import { FIGURES_COPY as C } from "@/content/figures";
import { share } from "@/lib/figures";
import type { OptometristRow } from "@/lib/figures";
import { dollars, percent } from "@/lib/figures/present";

/** One row per optometrist, side by side: the period's exams, no-shows, chair time, capture and revenue per exam. */
export function OptometristTable({ rows }: { rows: OptometristRow[] }) {
  const columns: Column<OptometristRow>[] = [
    { header: C.columns.optometrist, cell: (r) => r.title },
    { header: C.columns.exams, align: "end", cell: (r) => r.exams },
    { header: C.columns.noShowRate, align: "end", cell: (r) => percent(share(r.noShows, r.exams + r.noShows)) },
    { header: C.columns.chairTime, align: "end", cell: (r) => percent(share(r.bookedMinutes, r.shiftMinutes)) },
    { header: C.columns.capture, align: "end", cell: (r) => percent(share(r.capture30, r.capturePatients)) },
    { header: C.columns.revenuePerExam, align: "end", cell: (r) => dollars(r.exams ? Math.round(r.money / r.exams) : null) },
  ];
  return (
    <section aria-labelledby="figures-by-optometrist" className="mt-10">
      <h2 id="figures-by-optometrist" className="text-xl font-semibold text-ink">{C.byOptometrist}</h2>
      {/* Figures compared across: the columns stay side by side, scrolling on a phone. */}
      <DataTable caption={C.byOptometristCaption} columns={columns} rows={rows} rowKey={(r) => r.id} empty={C.byOptometristEmpty} phone="scroll" minWidth="min-w-[40rem]" className="mt-3" />
    </section>
  );
}

