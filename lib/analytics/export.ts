import { ANALYTICS_TAB_PERMISSIONS } from "@/lib/auth/permissions";
import { assertAdmin } from "@/lib/admin/assert";
import type { Caller, Db } from "@/lib/db/types";
import { csvCell } from "./csv";
import { DEFINITIONS, type AnalyticsRow, type AnalyticsTab, type Column } from "./tabs";

/** Rows per read: about 120 kB of CSV, so little is alive at any moment however long the table is. */
export const EXPORT_BATCH = 2_000;
/** Rows per chunk handed on: about 12 kB of CSV. */
const PIECE_ROWS = 200;

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

/** One batch as CSV pieces and where the next one starts; its row objects never leave this function. */
async function readBatch(db: Db, caller: Caller, tab: AnalyticsTab, after: Position | null, batch: number, checkAdmin: boolean) {
  const def = DEFINITIONS[tab];
  // Only the columns the file has (a form's message and data stay in the database), plus the key.
  const wanted = def.columns.map((c) => `t.${c.key}`).join(", ");
  const source = `select ${wanted}, t.id, t.created_at::text as "key_at" from (${def.select}) t`;
  const order = "order by t.created_at desc, t.id desc";
  const rows: KeyedRow[] = await db.run(caller, async (tx): Promise<KeyedRow[]> => {
    if (checkAdmin) await assertAdmin(tx, ANALYTICS_TAB_PERMISSIONS[tab] ?? ["analytics"]);
    return after
      ? tx.query<KeyedRow>(`${source} where (t.created_at, t.id) < ($1::timestamptz, $2::uuid) ${order} limit ${batch}`, [after.at, after.id])
      : tx.query<KeyedRow>(`${source} ${order} limit ${batch}`);
  });
  // Short pieces: strings under V8's large-object size stay in the young generation and are
  // collected at once, where one ~120 kB string per batch piled up until a full collection.
  const pieces: string[] = [];
  for (let i = 0; i < rows.length; i += PIECE_ROWS) {
    pieces.push(rows.slice(i, i + PIECE_ROWS).map((r) => `${line(def.columns, r)}\r\n`).join(""));
  }
  const last = rows.length === batch ? { at: rows[batch - 1].key_at, id: String(rows[batch - 1].id) } : null;
  return { pieces, count: rows.length, next: last };
}

/**
 * The CSV of one tab, every row, newest first, as chunks: the header, then each batch in
 * pieces of 200 rows. Each batch is its own short transaction that reads on from the last row sent by
 * (created_at, id) over the tab's index (a keyset cursor), so a slow download holds no
 * connection open and never reads by offset. Rows added during the download come after the
 * first row and are left out; the export is the table as it was when it began. Only the
 * text is held between batches, so memory stays flat over a million rows.
 * The first step checks the caller is an admin, before anything is produced.
 */
export async function* csvChunks(db: Db, caller: Caller, tab: AnalyticsTab, batch = EXPORT_BATCH): AsyncGenerator<string, number> {
  const header = `\uFEFF${DEFINITIONS[tab].columns.map((c) => csvCell(c.label)).join(",")}\r\n`;
  let sent = 0;
  let after: Position | null = null;
  for (let first = true; ; first = false) {
    const { pieces, count, next }: { pieces: string[]; count: number; next: Position | null } = await readBatch(db, caller, tab, after, batch, first);
    sent += count;
    if (first) yield header;
    for (const piece of pieces) yield piece;
    if (!next) return sent;
    after = next;
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
