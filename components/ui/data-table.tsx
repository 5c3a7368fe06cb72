import type { ReactNode } from "react";

/**
 * One column of a DataTable. `cell` draws a row's value; `align: "end"` is for numbers (right-aligned,
 * tabular figures). On a phone card the cell is labelled with `label` (the header when it is text);
 * `label: null` leaves it unlabelled (a row's actions). `hideHeader` keeps the header for screen
 * readers only.
 */
export type Column<Row> = {
  /** Usually text; a node (a link) where the header is itself a way somewhere. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: "start" | "end";
  label?: string | null;
  hideHeader?: boolean;
  /** Extra classes for this column's cells (a width, `whitespace-nowrap`). */
  className?: string;
};

type Props<Row> = {
  /** Names the table (its caption) and, when it scrolls, its scrolling region. */
  caption: string;
  captionVisible?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** A row's React key; the index is there for rows with nothing unique (a log's entries). */
  rowKey: (row: Row, index: number) => string;
  /** The list's own words for having no rows. */
  empty: ReactNode;
  /**
   * The phone layout below 640 px: `cards` (each row a card whose cells are labelled) or `scroll`
   * (the columns stay side by side in a region that scrolls and takes keyboard focus: money, grids).
   */
  phone?: "cards" | "scroll";
  /** Which column is the row's header (`<th scope="row">`): the first (true), another by index, or none (false). */
  rowHeader?: boolean | number;
  /** The narrowest the table may be before it scrolls, as a class (`min-w-[44rem]`); cards ignore it on a phone. */
  minWidth?: string;
  rowClassName?: (row: Row) => string;
  className?: string;
  /** A quiet table inside a panel: no border of its own (nor around its empty state). */
  bare?: boolean;
  /** A closing row (totals): `header` spans the leading columns, `cells` fill the last ones in order. */
  footer?: { header: ReactNode; cells: readonly ReactNode[] };
};

const pad = "px-4 py-3";
const cardCell = "max-sm:grid max-sm:grid-cols-[minmax(6rem,38%)_minmax(0,1fr)] max-sm:gap-x-3 max-sm:px-0 max-sm:py-1";
// A card's text breaks anywhere it must (a long e-mail), rather than widening the card past the screen.
const cardBlock = "max-sm:block max-sm:px-0 max-sm:py-1 max-sm:wrap-anywhere";

/**
 * Every list's table: columns as data, a caption, a row header and an empty state, and one phone
 * layout. A server component with no client JavaScript of its own; it also renders inside a client
 * component. The cards are the same table restyled below 640 px (explicit roles keep its semantics
 * for screen readers when its display changes), so it reads the same at every width.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  empty,
  phone = "cards",
  rowHeader = true,
  minWidth = "",
  rowClassName,
  className = "",
  bare = false,
  footer,
}: Props<Row>) {
  if (!rows.length) {
    return (
      <div className={className}>
        {captionVisible ? <h2 className="text-lg font-semibold text-ink">{caption}</h2> : null}
        {/* Inside a panel (bare) the panel already frames the words; alone they get a dashed frame. */}
        <p className={bare ? "px-4 py-10 text-center text-sm text-ink-muted" : "mt-2 rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted"}>{empty}</p>
      </div>
    );
  }

  const cards = phone === "cards";
  const headerColumn = rowHeader === true ? 0 : rowHeader === false ? -1 : rowHeader;
  // A block on a phone card list: a caption left as a table caption would shrink to its longest word there.
  const captionClass = captionVisible ? `px-4 pb-2 pt-4 text-left text-lg font-semibold text-ink ${cards ? "max-sm:block max-sm:px-0" : ""}` : "sr-only";
  const frame = bare ? "" : "rounded-2xl border border-line bg-surface";

  /** One body or footer cell: a row header or a data cell, labelled on a phone card. */
  const drawCell = (c: Column<Row> | undefined, value: ReactNode, isHeader: boolean, key: number) => {
    const label = !c ? null : c.label === undefined ? (typeof c.header === "string" ? c.header : null) : c.label;
    const end = c?.align === "end";
    // On a card a number sits after its label, so the cell is left-aligned there (label included).
    const align = end ? `text-right tabular-nums ${cards ? "max-sm:text-left" : ""}` : "";
    const body = cards && label && !isHeader ? (
      <>
        {/* The phone's label: the column header already names the cell for screen readers. */}
        <span aria-hidden="true" className="text-ink-muted sm:hidden">{label}</span>
        {/* A block (a cell may hold a list) that may shrink, so a long address wraps inside the card. */}
        <div className="min-w-0 max-sm:wrap-anywhere">{value}</div>
      </>
    ) : (
      value
    );
    const cls = `${pad} ${align} ${cards ? (isHeader || !label ? cardBlock : cardCell) : ""} ${c?.className ?? ""}`;
    return isHeader ? (
      <th key={key} role="rowheader" scope="row" className={`${cls} font-medium`}>
        {body}
      </th>
    ) : (
      <td key={key} role="cell" className={cls}>
        {body}
      </td>
    );
  };

  const span = footer ? Math.max(1, columns.length - footer.cells.length) : 0;
  const table = (
    <table role="table" className={`w-full text-left text-sm ${minWidth} ${cards ? "max-sm:block max-sm:min-w-0" : ""}`}>
      <caption className={captionClass}>{caption}</caption>
      <thead role="rowgroup" className={`bg-surface-muted text-ink-muted ${cards ? "max-sm:sr-only" : ""}`}>
        <tr role="row">
          {columns.map((c, i) => (
            <th key={i} role="columnheader" scope="col" className={`${pad} font-medium ${c.align === "end" ? "text-right" : ""}`}>
              {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={`divide-y divide-line text-ink ${cards ? "max-sm:block max-sm:space-y-3 max-sm:divide-y-0" : ""}`}>
        {rows.map((row, r) => (
          <tr
            key={rowKey(row, r)}
            role="row"
            className={`align-top ${cards ? "max-sm:block max-sm:rounded-2xl max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-4" : ""} ${rowClassName?.(row) ?? ""}`}
          >
            {columns.map((c, i) => drawCell(c, c.cell(row), i === headerColumn, i))}
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot role="rowgroup" className={`border-t-2 border-line font-semibold text-ink ${cards ? "max-sm:mt-3 max-sm:block max-sm:rounded-2xl max-sm:border-2 max-sm:bg-surface max-sm:p-4" : ""}`}>
          <tr role="row" className={`align-top ${cards ? "max-sm:block" : ""}`}>
            <th role="rowheader" scope="row" colSpan={span} className={`${pad} ${cards ? cardBlock : ""}`}>
              {footer.header}
            </th>
            {footer.cells.map((value, j) => drawCell(columns[span + j], value, false, span + j))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );

  if (cards) {
    return (
      // relative: the sr-only caption and headers are positioned; without it they escape and widen a phone's page.
      <div className={`relative sm:overflow-x-auto ${bare ? "" : "sm:rounded-2xl sm:border sm:border-line sm:bg-surface"} ${className}`}>{table}</div>
    );
  }
  return (
    // Focusable and named, so a keyboard user can scroll the columns on a narrow screen.
    <div className={`relative overflow-x-auto ${frame} ${className}`} tabIndex={0} role="region" aria-label={caption}>
      {table}
    </div>
  );
}
