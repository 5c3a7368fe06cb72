"use client";

import { useMemo, type MouseEvent } from "react";
import { CATALOGUE_CSV_COPY as COPY } from "@/content/catalogue-csv";
import { csvLine } from "@/lib/admin/csv/format";
import type { CsvProblem } from "@/lib/admin/csv/read";

/** The table never grows past this; the download has every problem. */
const SHOWN = 200;

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
      <div className="overflow-x-auto rounded-xl border border-line sm:max-h-72 sm:overflow-y-auto" tabIndex={0} role="region" aria-label={COPY.problemsCaption}>
        <table className="w-full text-left text-sm">
          <caption className="bg-surface-muted px-2 py-2 sm:px-3 text-left text-sm font-semibold text-ink">{COPY.problemsCaption}</caption>
          <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-muted">
            <tr>
              {[COPY.columns.line, COPY.columns.column, COPY.columns.value, COPY.columns.problem].map((name) => (
                <th key={name} scope="col" className="px-2 py-2 sm:px-3 font-medium">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {problems.slice(0, SHOWN).map((p, i) => (
              <tr key={i} className="border-t border-line align-top">
                <td className="px-2 py-2 sm:px-3 tabular-nums text-ink">{p.line ?? COPY.wholeFile}</td>
                <td className="px-2 py-2 sm:px-3 font-mono text-xs text-ink">{p.column || COPY.wholeFile}</td>
                <td className="max-w-40 break-all px-2 py-2 sm:px-3 font-mono text-xs text-ink">{p.value}</td>
                <td className="px-2 py-2 sm:px-3 text-ink">{p.problem}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
