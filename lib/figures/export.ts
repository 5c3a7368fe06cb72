import { FIGURE_COLUMNS, type FigureKey } from "@/content/figures";
import { csvCell } from "@/lib/analytics/csv";
import type { Caller, Db } from "@/lib/db/types";
import { cellCsv } from "./cells";
import { figureNames, figureRowBatches, readChoice } from "./index";

/**
 * A figure's rows as CSV chunks: the header, then each batch of 2,000 rows as it is read (the
 * batches read on by day and id), so memory stays flat however many rows there are. The first
 * step checks the caller's permission (figureNames asks the database), before anything is produced.
 */
export async function* figureCsvChunks(db: Db, caller: Caller, key: FigureKey, search: Record<string, string>): AsyncGenerator<string, number> {
  const { lists, names } = await figureNames(db, caller);
  const { choice } = readChoice(search, { clinics: lists.clinics.map((c) => c.id), optometrists: lists.optometrists.map((o) => o.id) });
  const columns = FIGURE_COLUMNS[key];
  yield `\uFEFF${columns.map((c) => csvCell(c.label)).join(",")}\r\n`;
  let sent = 0;
  for await (const rows of figureRowBatches(db, caller, key, choice)) {
    for (let i = 0; i < rows.length; i += 200) {
      yield rows.slice(i, i + 200).map((r) => `${columns.map((c) => cellCsv(c, r, names)).join(",")}\r\n`).join("");
    }
    sent += rows.length;
  }
  return sent;
}
