import type { Metadata } from "next";
import Link from "next/link";
import { requireAdminPage } from "@/lib/admin/guard";
import { ANALYTICS_TABS, HIGHLIGHTED, ROW_LIMIT, loadCounts, loadTab, parseTab, type Column } from "@/lib/analytics";
import { getDb } from "@/lib/db";
import { formatPrice } from "@/lib/format";

export const metadata: Metadata = { title: "Analytics", robots: { index: false, follow: false } };

const dateTime = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });

function Cell({ column, value }: { column: Column; value: unknown }) {
  if (value === null || value === undefined || value === "") return <span className="text-ink-muted">—</span>;
  switch (column.kind) {
    case "date":
      return <>{dateTime.format(new Date(String(value)))}</>;
    case "money":
      return <>{formatPrice(Number(value))}</>;
    case "bool":
      return <>{value ? "Yes" : "No"}</>;
    case "status":
      return (
        <span
          className={
            HIGHLIGHTED.has(String(value))
              ? "rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
              : "rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted"
          }
        >
          {String(value)}
        </span>
      );
    default:
      return <>{String(value)}</>;
  }
}

type Props = { searchParams: Promise<{ tab?: string }> };

export default async function AnalyticsPage({ searchParams }: Props) {
  const session = await requireAdminPage("/brampton/analytics");
  const tab = parseTab((await searchParams).tab);
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const db = await getDb();
  const [counts, data] = await Promise.all([loadCounts(db, caller), loadTab(db, caller, tab)]);
  const label = ANALYTICS_TABS.find((t) => t.id === tab)!.label;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-semibold text-ink">Analytics</h1>
      <p className="mt-1 text-ink-muted">Calls, forms, orders and catalogue activity, newest first.</p>
      <nav aria-label="Analytics tables" className="mt-8 flex gap-2 overflow-x-auto pb-2">
        {ANALYTICS_TABS.map((t) => (
          <Link
            key={t.id}
            href={`/brampton/analytics?tab=${t.id}`}
            aria-current={t.id === tab ? "page" : undefined}
            className="whitespace-nowrap rounded-full border border-line px-4 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
          >
            {t.label} <span className="tabular-nums">({counts[t.id]})</span>
          </Link>
        ))}
      </nav>
      <section aria-labelledby="table-heading" className="mt-6 rounded-2xl border border-line bg-surface">
        <h2 id="table-heading" className="border-b border-line px-5 py-4 text-lg font-semibold">
          {label} ({data.total})
        </h2>
        {data.rows.length === 0 ? (
          <p className="px-5 py-10 text-center text-ink-muted">No {label.toLowerCase()} recorded yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-surface-muted text-ink-muted">
                <tr>
                  {data.columns.map((c) => (
                    <th key={c.key} scope="col" className="whitespace-nowrap px-5 py-3 font-medium">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row, i) => (
                  <tr key={i} className="border-t border-line">
                    {data.columns.map((c) => (
                      <td key={c.key} className="whitespace-nowrap px-5 py-3">
                        <Cell column={c} value={row[c.key]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data.total > ROW_LIMIT ? (
          <p className="border-t border-line px-5 py-3 text-sm text-ink-muted">Showing the newest {ROW_LIMIT} of {data.total}.</p>
        ) : null}
      </section>
    </div>
  );
}
