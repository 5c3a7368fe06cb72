import type { ReactNode } from "react";

/** A titled part of a patient's page; `empty` stands in for its table when there is nothing to show. */
export function RecordSection({ id, title, empty, children, action }: { id: string; title: string; empty?: string | null; children?: ReactNode; action?: ReactNode }) {
  return (
    // min-w-0: a wide table scrolls inside its section instead of widening a phone's page.
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-ink">{title}</h2>
        {action}
      </div>
      {empty ? <p className="mt-3 text-sm text-ink-muted">{empty}</p> : <div className="mt-3">{children}</div>}
    </section>
  );
}

/** A small table that scrolls sideways on a phone rather than widening the page. */
export function RecordTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    // relative: the sr-only caption is positioned; without it, it escapes the scroll box and widens a phone's page.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-ink-muted">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="border-b border-line py-2 pr-4 font-medium">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line text-ink">{children}</tbody>
      </table>
    </div>
  );
}

export const cell = "py-2 pr-4 align-top";
