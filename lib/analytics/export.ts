import { assertAdmin } from "@/lib/admin/assert";
import type { Caller, Db } from "@/lib/db/types";
import { csvCell } from "./csv";
import { DEFINITIONS, type AnalyticsRow, type AnalyticsTab, type Column } from "./index";

/** Rows per read: about a megabyte of CSV, so memory stays flat however long the table is. */
export const EXPORT_BATCH = 5_000;

type Position = { at: string; id: string };
type KeyedRow = AnalyticsRow & { key_at: string };

/** To the millisecond: String(date) would drop the milliseconds. */
function isoTime(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

function line(columns: readonly Column[], row: AnalyticsRow): string {
  return columns
    .map((c) => csvCell(c.kind === "date" && row[c.key] ? isoTime(row[c.key]) : row[c.key]))
    .join(",");
}

/**
 * The CSV of one tab, every row, newest first, as chunks: the header, then one chunk per
 * batch. Each batch is its own short transaction that reads on from the last row sent by
 * (created_at, id) over the tab's index (a keyset cursor), so a slow download holds no
 * connection open and never reads by offset. Rows added during the download come after the
 * first row and are left out; the export is the table as it was when it began.
 * The first step checks the caller is an admin, before anything is produced.
 */
export async function* csvChunks(db: Db, caller: Caller, tab: AnalyticsTab, batch = EXPORT_BATCH): AsyncGenerator<string, number> {
  const def = DEFINITIONS[tab];
  const source = `select t.*, t.created_at::text as "key_at" from (${def.select}) t`;
  const order = "order by t.created_at desc, t.id desc";
  let after: Position | null = null;
  let sent = 0;
  let first = true;
  for (;;) {
    const position: Position | null = after;
    const rows: KeyedRow[] = await db.run(caller, async (tx): Promise<KeyedRow[]> => {
      if (first) await assertAdmin(tx);
      return position
        ? tx.query<KeyedRow>(`${source} where (t.created_at, t.id) < ($1::timestamptz, $2::uuid) ${order} limit ${batch}`, [position.at, position.id])
        : tx.query<KeyedRow>(`${source} ${order} limit ${batch}`);
    });
    let chunk = first ? `\uFEFF${def.columns.map((c) => csvCell(c.label)).join(",")}\r\n` : "";
    first = false;
    for (const r of rows) chunk += `${line(def.columns, r)}\r\n`;
    sent += rows.length;
    if (chunk) yield chunk;
    if (rows.length < batch) return sent;
    const last: KeyedRow = rows[rows.length - 1];
    after = { at: last.key_at, id: String(last.id) };
  }
}

/** Writes the whole CSV to `write` (awaited, so a slow reader slows the reads); returns the data rows written. */
export async function streamTabCsv(db: Db, caller: Caller, tab: AnalyticsTab, write: (chunk: string) => Promise<void> | void): Promise<number> {
  const chunks = csvChunks(db, caller, tab);
  for (;;) {
    const next = await chunks.next();
    if (next.done) return next.value;
    await write(next.value);
  }
}
