import { parse, CsvError } from "csv-parse";
import { CSV_PROBLEMS } from "@/content/catalogue-csv";
import { hasUnusualCharacters, normalizeText } from "@/lib/validations/text";
import { CSV_COLUMNS, MAX_FILE_BYTES, MAX_RECORD_BYTES, MAX_ROWS, unguardFormula, type CsvColumn } from "./format";

/** One line of the preview's Problems table; line null is the file as a whole. */
export type CsvProblem = { line: number | null; column: string; value: string; problem: string };
/** A row as the file gives it: only the columns the file has, cells as written (formula guard removed). */
export type CsvRow = { line: number; cells: Partial<Record<CsvColumn, string>> };
/** The rows that could be read (problems of single rows ride along) or, when the file cannot be read, why. */
export type ReadResult = { ok: true; columns: CsvColumn[]; rows: CsvRow[]; problems: CsvProblem[] } | { ok: false; problems: CsvProblem[] };

const INVISIBLE = /\p{Cc}|\p{Cs}|[\u202A-\u202E\u2066-\u2069]/gu;

/** A value as the Problems table shows it: short, and with what the text rule refuses made visible (U+FFFD). */
export function shown(value: string): string {
  const visible = value.replace(INVISIBLE, (c) => (c === "\n" ? " " : "\uFFFD"));
  return visible.length > 120 ? `${visible.slice(0, 117)}…` : visible;
}

const fileProblem = (problem: string, line: number | null = null, value = ""): ReadResult => ({
  ok: false,
  problems: [{ line, column: "", value: shown(value), problem }],
});

/** Offset of the first byte that is not part of well-formed UTF-8, or -1 (no overlongs, no surrogates). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    const [len, min, max] =
      b >= 0xc2 && b <= 0xdf ? [2, 0x80, 0xbf] : b === 0xe0 ? [3, 0xa0, 0xbf] : b === 0xed ? [3, 0x80, 0x9f] : b >= 0xe1 && b <= 0xef ? [3, 0x80, 0xbf] : b === 0xf0 ? [4, 0x90, 0xbf] : b >= 0xf1 && b <= 0xf3 ? [4, 0x80, 0xbf] : b === 0xf4 ? [4, 0x80, 0x8f] : [0, 0, 0];
    if (len === 0 || i + len > bytes.length) return i;
    if (bytes[i + 1] < min || bytes[i + 1] > max) return i;
    for (let k = 2; k < len; k++) if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf) return i;
    i += len;
  }
  return -1;
}

/** 1-based line of a byte offset. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Comma, or semicolon (Excel's choice where the comma is the decimal mark): whichever the header row uses. */
function separatorOf(bytes: Uint8Array, start: number): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  for (let i = start; i < bytes.length && bytes[i] !== 0x0a; i++) {
    if (bytes[i] === 0x2c) commas++;
    else if (bytes[i] === 0x3b) semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

function describeParseError(err: unknown): ReadResult {
  if (!(err instanceof CsvError)) return fileProblem(CSV_PROBLEMS.notCsv);
  const lines = (err as unknown as { lines?: unknown }).lines;
  const line = typeof lines === "number" ? lines : null;
  const words: Record<string, string> = {
    CSV_QUOTE_NOT_CLOSED: CSV_PROBLEMS.quoteNotClosed,
    CSV_INVALID_CLOSING_QUOTE: CSV_PROBLEMS.badQuote,
    CSV_MAX_RECORD_SIZE: CSV_PROBLEMS.lineTooLong,
  };
  return fileProblem(words[err.code] ?? CSV_PROBLEMS.notCsv, line);
}

/**
 * The file's bytes as rows, or the problems that stop it being read at all. csv-parse (the
 * csv project's parser) is fed in pieces and hands records on as it finds them; the row limit
 * stops it at the 10,001st. Each cell loses its formula guard and passes the shared text rule
 * here, so nothing later sees a NUL, a control or a direction override.
 */
export async function readCatalogueCsv(bytes: Uint8Array): Promise<ReadResult> {
  if (bytes.byteLength > MAX_FILE_BYTES) return fileProblem(CSV_PROBLEMS.tooLarge);
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) return fileProblem(CSV_PROBLEMS.notUtf8, lineAt(bytes, bad));
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const delimiter = separatorOf(bytes, bom);

  const records: { cells: string[]; end: number }[] = [];
  const parser = parse({
    bom: true,
    delimiter,
    info: true,
    skip_empty_lines: true,
    // Either line ending, even both in one file (a row added in another editor).
    record_delimiter: ["\r\n", "\n"],
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: MAX_RECORD_BYTES,
    // The header and 10,000 rows, plus one to know there are more.
    to: MAX_ROWS + 2,
  });
  const done = new Promise<void>((resolve, reject) => {
    parser.on("readable", () => {
      for (let r = parser.read(); r !== null; r = parser.read()) {
        const { record, info } = r as { record: string[]; info: { bytes: number } };
        records.push({ cells: record, end: info.bytes });
      }
    });
    parser.on("error", reject);
    parser.on("end", resolve);
  });
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const PIECE = 64 * 1024;
    for (let at = 0; at < buffer.length && !parser.destroyed; at += PIECE) parser.write(buffer.subarray(at, at + PIECE));
    parser.end();
    await done;
  } catch (err) {
    return describeParseError(err);
  }
  if (records.length > MAX_ROWS + 1) return fileProblem(CSV_PROBLEMS.tooManyRows);
  if (records.length === 0) return fileProblem(CSV_PROBLEMS.empty);

  // The header: known names only, each once, sku among them.
  const header = records[0].cells.map((h, i) => normalizeText(i === 0 ? h.replace(/^\uFEFF/, "") : h).trim().toLowerCase());
  if (header.length > CSV_COLUMNS.length) return fileProblem(CSV_PROBLEMS.tooManyColumns(header.length, CSV_COLUMNS.length), 1);
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  for (const name of header) {
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) problems.push({ line: 1, column: shown(name), value: shown(name), problem: CSV_PROBLEMS.unknownColumn(shown(name)) });
    else if (seen.has(name)) problems.push({ line: 1, column: name, value: name, problem: CSV_PROBLEMS.duplicateColumn(name) });
    seen.add(name);
  }
  if (!seen.has("sku")) problems.push({ line: 1, column: "sku", value: "", problem: CSV_PROBLEMS.noSkuColumn });
  if (problems.length) return { ok: false, problems };
  const columns = header as CsvColumn[];

  // Each record's first line: the line after the previous record's end, past any blank lines.
  const rows: CsvRow[] = [];
  let line = 1;
  let offset = 0;
  const advance = (to: number) => {
    for (; offset < to; offset++) if (bytes[offset] === 0x0a) line++;
  };
  advance(records[0].end);
  for (let r = 1; r < records.length; r++) {
    let start = offset;
    while (start < bytes.length && (bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
    advance(start);
    const at = line;
    advance(records[r].end);
    const cells = records[r].cells;
    // A row of empty cells (",,,," as spreadsheets save a cleared row) is a blank line.
    if (cells.every((c) => c.trim() === "")) continue;
    if (cells.length !== columns.length) {
      problems.push({ line: at, column: "", value: "", problem: CSV_PROBLEMS.cellCount(cells.length, columns.length) });
      continue;
    }
    const row: CsvRow = { line: at, cells: {} };
    let readable = true;
    columns.forEach((column, i) => {
      const multiline = column === "description";
      const raw = cells[i];
      if (hasUnusualCharacters(raw, { multiline })) {
        problems.push({ line: at, column, value: shown(raw), problem: CSV_PROBLEMS.unusualCharacters(column) });
        readable = false;
        return;
      }
      row.cells[column] = normalizeText(unguardFormula(raw.trim()), { multiline }).trim();
    });
    if (readable) rows.push(row);
  }
  return { ok: true, columns, rows, problems };
}
