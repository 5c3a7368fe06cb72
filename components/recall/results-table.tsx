import { DataTable, type Column } from "@/components/ui/data-table";
import { RECALL_RESULTS_COPY as C } from "@/content/recall";
import { clinicShortName } from "@/lib/clinics/format";
import type { ClinicName } from "@/lib/clinics/types";
import { rate, type MonthTotals, type ResultRow } from "@/lib/recall/results";

const monthName = new Intl.DateTimeFormat("en-CA", { month: "long", year: "numeric", timeZone: "UTC" });
type Figures = Pick<ResultRow, "due" | "contacted" | "booked" | "seen">;
const [month, clinic, optometrist, due, contacted, booked, seen] = C.columns;

/** A count and, muted after it, its share of the due. */
const share = (part: number, whole: number) => (
  <>
    {part} <span className="text-ink-muted">({rate(part, whole)})</span>
  </>
);
const figures = (r: Figures) => [r.due, share(r.contacted, r.due), share(r.booked, r.due), share(r.seen, r.due)];

/** "Recall results" as figures: one row per month, clinic and optometrist, and the range's totals. */
export function RecallResultsTable({ rows, months, clinics }: { rows: ResultRow[]; months: MonthTotals[]; clinics: readonly ClinicName[] }) {
  const all = months.reduce((t, m) => ({ due: t.due + m.due, contacted: t.contacted + m.contacted, booked: t.booked + m.booked, seen: t.seen + m.seen }), { due: 0, contacted: 0, booked: 0, seen: 0 });
  const columns: Column<ResultRow>[] = [
    { header: month, cell: (r) => monthName.format(new Date(`${r.month.slice(0, 7)}-01T12:00:00Z`)) },
    { header: clinic, cell: (r) => (r.clinic_id ? clinicShortName(clinics, r.clinic_id) : C.noClinic) },
    { header: optometrist, cell: (r) => r.optometrist ?? C.noOptometrist },
    ...[due, contacted, booked, seen].map((header, i): Column<ResultRow> => ({ header, align: "end", cell: (r) => figures(r)[i] })),
  ];
  return (
    // Figures compared down and across: the columns stay side by side, scrolling on a phone.
    <DataTable
      caption={C.caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.month}|${r.clinic_id}|${r.optometrist}`}
      empty={C.empty}
      phone="scroll"
      minWidth="min-w-[48rem]"
      className="mt-6"
      footer={{ header: C.totals, cells: figures(all) }}
    />
  );
}
