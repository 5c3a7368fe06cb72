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
