import type { Metadata } from "next";
import { Download } from "@/components/ui/icons";
import { AnalyticsTable } from "@/components/analytics/analytics-table";
import { AnalyticsTabPanel, AnalyticsTabs } from "@/components/analytics/analytics-tabs";
import { DayChart } from "@/components/analytics/day-chart";
import { Pager } from "@/components/ui/pager";
import { requireAdminPage } from "@/lib/admin/guard";
import { canOpenTab } from "@/lib/auth/permissions";
import { ANALYTICS_TABS, chartNoun, loadTab, parsePage, parseTab, tabLabel, type TabData } from "@/lib/analytics";
import { summarise } from "@/lib/analytics/chart";
import { getDb } from "@/lib/db";
import { clinicNames, getClinics, type ClinicName } from "@/lib/clinics";
import { formatPrice } from "@/lib/format";

export const metadata: Metadata = { title: "Analytics", robots: { index: false, follow: false } };

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
              <AnalyticsTable tab={tab} label={label} data={loaded} clinics={clinics} />
              <Pager page={loaded.page} pageCount={loaded.pageCount} href={pageHref} label={`${label} pages`} className="border-t border-line px-5 py-3" />
            </div>
          </>
        )}
      </AnalyticsTabPanel>
    </div>
  );
}
