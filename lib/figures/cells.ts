/**
 * A figure's row as its rows page and CSV write it, column by column (content/figures.ts's
 * FIGURE_COLUMNS). Pure: the clinic and optometrist names are passed in.
 */
import { FIGURE_CODES, type FigureColumn } from "@/content/figures";
import { csvCell } from "@/lib/analytics/csv";
import { formatPrice } from "@/lib/format";
import type { Row } from "@/lib/db/types";
import { formatAsOf, formatDay } from "./present";
import { dayText } from "./range";

export type Names = { clinics: ReadonlyMap<string, string>; optometrists: ReadonlyMap<string, string> };


const present = (v: unknown) => v !== null && v !== undefined && v !== "";
export const personName = (r: Row) => [r.first_name, r.last_name].filter(present).join(" ");

/** The text a person reads in the cell ("—" when empty). */
export function cellText(c: FigureColumn, r: Row, names: Names): string {
  const v = c.kind === "name" ? personName(r) : r[c.key];
  if (!present(v)) return "—";
  switch (c.kind) {
    case "day":
      return formatDay(dayText(v));
    case "when":
      return formatAsOf(new Date(String(v instanceof Date ? v.toISOString() : v)));
    case "clinic":
      return names.clinics.get(String(v)) ?? String(v);
    case "optometrist":
      return names.optometrists.get(String(v)) ?? String(v);
    case "money":
      return formatPrice(Number(v));
    case "yesno":
      return v ? "Yes" : "No";
    case "status":
      return FIGURE_CODES[String(v)] ?? String(v);
    default:
      return String(v);
  }
}

/** The CSV's cell: days as YYYY-MM-DD, moments as ISO 8601, money as a plain number, text formula-safe. */
export function cellCsv(c: FigureColumn, r: Row, names: Names): string {
  const v = c.kind === "name" ? personName(r) : r[c.key];
  if (!present(v)) return "";
  switch (c.kind) {
    case "day":
      return dayText(v);
    case "when":
      return new Date(String(v instanceof Date ? v.toISOString() : v)).toISOString();
    case "money":
      return Number(v).toFixed(2);
    case "count":
      return String(Number(v));
    case "yesno":
      return v ? "Yes" : "No";
    default:
      return csvCell(cellText(c, r, names));
  }
}
