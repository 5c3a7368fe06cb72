"use client";

import { useMemo, type MouseEvent } from "react";
import { DataTable, type Column } from "@/components/ui/data-table";
import { CATALOGUE_CSV_COPY as COPY } from "@/content/catalogue-csv";
import { csvLine } from "@/lib/admin/csv/format";
import type { CsvProblem } from "@/lib/admin/csv/read";

/** The table never grows past this; the download has every problem. */
const SHOWN = 200;

const columns: Column<CsvProblem>[] = [
  { header: COPY.columns.line, cell: (p) => p.line ?? COPY.wholeFile, align: "end" },
  { header: COPY.columns.column, cell: (p) => <span className="font-mono text-xs">{p.column || COPY.wholeFile}</span> },
  { header: COPY.columns.value, cell: (p) => <span className="font-mono text-xs">{p.value}</span>, className: "break-all sm:max-w-40" },
  { header: COPY.columns.problem, cell: (p) => p.problem },
];

/** The preview's problems: one row each (line, column, the value as written, what is wrong), and the same as a CSV file. */
export function ProblemsTable({ problems }: { problems: CsvProblem[] }) {
  const csv = useMemo(
    () =>
      `\uFEFF${csvLine([COPY.columns.line, COPY.columns.column, COPY.columns.value, COPY.columns.problem])}` +
      problems.map((p) => csvLine([p.line, p.column, p.value, p.problem])).join(""),
    [problems],
  );
  // The file is made when the link is followed (the click's default action comes after this), and let go soon after.
  const download = (e: MouseEvent<HTMLAnchorElement>) => {
    const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
    e.currentTarget.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <div className="space-y-2">
      <p className="text-sm text-red-800 dark:text-red-300">{COPY.problemsIntro(problems.length)}</p>
      {problems.length > SHOWN ? <p className="text-xs text-ink-muted">{COPY.problemsShown(SHOWN, problems.length)}</p> : null}
      {/* From 640 px the list keeps to a box that scrolls, and takes keyboard focus to scroll it. */}
      <div className="rounded-xl sm:max-h-72 sm:overflow-y-auto" tabIndex={0} role="region" aria-label={COPY.problemsCaption}>
        <DataTable caption={COPY.problemsCaption} captionVisible columns={columns} rows={problems.slice(0, SHOWN)} rowKey={(_, i) => String(i)} empty={null} rowHeader={false} />
      </div>
      <a
        href="#problems"
        onClick={download}
        download="catalogue-import-problems.csv"
        className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
      >
        {COPY.downloadProblems}
      </a>
    </div>
  );
}
