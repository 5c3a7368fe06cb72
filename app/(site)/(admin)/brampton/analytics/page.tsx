import type { Metadata } from "next";
import { Download } from "@/components/ui/icons";
import { AnalyticsTabPanel, AnalyticsTabs } from "@/components/analytics/analytics-tabs";
import { DayChart } from "@/components/analytics/day-chart";
import { OrderControls } from "@/components/analytics/order-controls";
import { PrescriptionBadge } from "@/components/analytics/prescription-badge";
import { SubmissionDetails } from "@/components/analytics/submission-details";
import { Link } from "@/components/ui/link";
import { Pager } from "@/components/ui/pager";
import { ORDER_ADMIN_COPY } from "@/content/order-admin";
import { requireAdminPage } from "@/lib/admin/guard";
import { canOpenTab } from "@/lib/auth/permissions";
import {
  ANALYTICS_TABS,
  HIGHLIGHTED,
  chartNoun,
  loadTab,
  parsePage,
  parseTab,
  tabLabel,
  type AnalyticsRow,
  type AnalyticsTab,
  type Column,
  type TabData,
} from "@/lib/analytics";
import { summarise } from "@/lib/analytics/chart";
import { FORM_NAMES, describeSubmission } from "@/lib/analytics/submission";
import { getDb } from "@/lib/db";
import { clinicNames, getClinics, type ClinicName } from "@/lib/clinics";
import { formatPrice } from "@/lib/format";
import type { OrderStatus } from "@/lib/validations/analytics";

export const metadata: Metadata = { title: "Analytics", robots: { index: false, follow: false } };

const dateTime = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });

function Cell({ column, value }: { column: Column; value: unknown }) {
  if (value === null || value === undefined || value === "") return <span className="text-ink-muted">—</span>;
  switch (column.kind) {
    case "date":
      return <>{dateTime.format(new Date(String(value)))}</>;
    case "money":
      return <span className="tabular-nums">{formatPrice(Number(value))}</span>;
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
          {String(value).replace("_", " ")}
        </span>
      );
    default:
      return <>{String(value)}</>;
  }
}

/** The extra column some tabs carry: order workflow buttons, or the submission's details. */
function RowActions({ tab, row, clinics }: { tab: AnalyticsTab; row: AnalyticsRow; clinics: ClinicName[] }) {
  if (tab === "orders") {
    const orderNumber = String(row.order_number);
    return (
      <div className="flex flex-col items-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={`/brampton/analytics/orders/${encodeURIComponent(orderNumber)}`}
            aria-label={ORDER_ADMIN_COPY.openOrderLabel(orderNumber)}
            className="rounded-lg border border-line px-2.5 py-1 text-xs font-medium text-ink hover:bg-surface-muted"
          >
            {ORDER_ADMIN_COPY.openOrder}
          </Link>
          <PrescriptionBadge flag={row.prescription} />
        </div>
        <OrderControls orderId={row.id} orderNumber={orderNumber} status={row.status as OrderStatus} paymentStatus={String(row.payment_status)} paymentHref={`/brampton/analytics/orders/${orderNumber}#payments`} />
      </div>
    );
  }
  if (tab === "form-submissions") {
    const name = String(row.name);
    return (
      <SubmissionDetails
        submission={{
          id: row.id,
          name,
          title: `${FORM_NAMES[String(row.form_type)] ?? String(row.form_type)} from ${name}`,
          status: String(row.status),
          created: dateTime.format(new Date(String(row.created_at))),
          fields: describeSubmission(row.form_data, (row.message as string | null) ?? null, clinics),
        }}
      />
    );
  }
  return null;
}

type Props = { searchParams: Promise<{ tab?: string; page?: string }> };

export default async function AnalyticsPage({ searchParams }: Props) {
  const session = await requireAdminPage("/brampton/analytics", ["analytics", "analytics.contact", "orders", "prescriptions"]);
  const sp = await searchParams;
  // A role sees the tabs it may open; asking for another lands on its first one.
  const tabs = ANALYTICS_TABS.filter((t) => canOpenTab(session.role, t.id));
  const asked = parseTab(sp.tab);
  const tab = tabs.some((t) => t.id === asked) ? asked : tabs[0].id;
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const label = tabLabel(tab);
  const panelId = "analytics-panel";
  let loaded: TabData | null = null;
  let clinics: ClinicName[] = [];
  try {
    loaded = await loadTab(await getDb(), caller, tab, parsePage(sp.page));
    clinics = clinicNames(await getClinics());
  } catch (err) {
    // Spec §8: an analytics load failure is logged only; the page still says what happened.
    console.error("analytics: load failed", (err as Error).message);
  }
  const hasActions = tab === "orders" || tab === "form-submissions";
  const pageHref = (page: number) => `/brampton/analytics?tab=${tab}${page > 1 ? `&page=${page}` : ""}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-ink">Analytics</h1>
      <p className="mt-1 text-ink-muted">Calls, forms, orders and catalogue activity, newest first.</p>
      <div className="mt-6">
        <AnalyticsTabs
          label="Analytics tables"
          tabs={tabs.map((t) => ({ id: t.id, label: t.label, count: loaded ? loaded.counts[t.id] : null }))}
          current={tab}
          panelId={panelId}
        />
      </div>
      <AnalyticsTabPanel id={panelId} tab={tab}>
        {!loaded ? (
          <p role="alert" className="rounded-2xl border border-line bg-surface px-5 py-10 text-center text-ink-muted">
            The {label.toLowerCase()} could not be loaded just now. Reload the page to try again.
          </p>
        ) : (
          <>
            <DayChart
              points={loaded.chart}
              title={`${label} per day`}
              valueLabel={tab === "orders" ? "Order value per day" : undefined}
              summary={summarise(loaded.chart, chartNoun(tab), tab === "orders" ? formatPrice : undefined)}
            />
            <div className="rounded-2xl border border-line bg-surface">
              <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
                <h2 className="text-lg font-semibold text-ink">
                  {label} ({loaded.total.toLocaleString("en-CA")})
                </h2>
                {loaded.total > 0 ? (
                  <a
                    href={`/brampton/analytics/export?tab=${tab}`}
                    download
                    className="inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted"
                  >
                    <Download aria-hidden className="size-4" />
                    Download CSV
                  </a>
                ) : null}
              </div>
              {loaded.rows.length === 0 ? (
                <p className="px-5 py-10 text-center text-ink-muted">No {label.toLowerCase()} recorded yet.</p>
              ) : (
                // Focusable so keyboard users can scroll a wide table on a narrow screen.
                <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={`${label} table`}>
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">
                      {label}, newest first, page {loaded.page} of {loaded.pageCount}
                    </caption>
                    <thead className="bg-surface-muted text-ink-muted">
                      <tr>
                        {loaded.columns.map((c) => (
                          <th key={c.key} scope="col" className="whitespace-nowrap px-5 py-3 font-medium">
                            {c.label}
                          </th>
                        ))}
                        {hasActions ? (
                          <th scope="col" className="px-5 py-3 font-medium">
                            Actions
                          </th>
                        ) : null}
                      </tr>
                    </thead>
                    <tbody>
                      {loaded.rows.map((row) => (
                        <tr key={row.id} className="border-t border-line">
                          {loaded.columns.map((c) => (
                            <td key={c.key} className="whitespace-nowrap px-5 py-3">
                              <Cell column={c} value={row[c.key]} />
                            </td>
                          ))}
                          {hasActions ? (
                            <td className="px-5 py-3">
                              <RowActions tab={tab} row={row} clinics={clinics} />
                            </td>
                          ) : null}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <Pager page={loaded.page} pageCount={loaded.pageCount} href={pageHref} label={`${label} pages`} className="border-t border-line px-5 py-3" />
            </div>
          </>
        )}
      </AnalyticsTabPanel>
    </div>
  );
}
