import { DataTable, type Column } from "@/components/ui/data-table";
import { Link } from "@/components/ui/link";
import { FIGURE_COLUMNS, FIGURES, FIGURES_COPY as C, type FigureColumn, type FigureKey } from "@/content/figures";
import type { Row } from "@/lib/db/types";
import { cellText, type Names } from "@/lib/figures/cells";

const link = "text-brand-700 underline underline-offset-2 dark:text-brand-300";

function Cell({ column, row, names }: { column: FigureColumn; row: Row; names: Names }) {
  const text = cellText(column, row, names);
  if (column.kind === "name" && row.patient_id) return <Link href={`/brampton/admin/patients/${String(row.patient_id)}`} className={link}>{text}</Link>;
  if (column.kind === "order" && row[column.key]) return <Link href={`/brampton/analytics/orders/${encodeURIComponent(String(row[column.key]))}`} className={link}>{text}</Link>;
  return <>{text}</>;
}

/** The rows behind one figure: each a card on a phone, a table from 640 px. */
export function FigureRowsTable({ figure, rows, names }: { figure: FigureKey; rows: Row[]; names: Names }) {
  const columns: Column<Row>[] = FIGURE_COLUMNS[figure].map((c) => ({
    header: c.label,
    align: c.kind === "money" || c.kind === "count" ? "end" : "start",
    cell: (r: Row) => <Cell column={c} row={r} names={names} />,
  }));
  return <DataTable caption={FIGURES[figure].rows} columns={columns} rows={rows} rowKey={(r) => String(r.id)} empty={C.rowsEmpty} minWidth="min-w-[44rem]" className="mt-4" rowHeader={false} />;
}
