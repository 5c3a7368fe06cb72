import type { Metadata } from "next";
import { RecallTable } from "@/components/recall/recall-table";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import { Pager } from "@/components/ui/pager";
import { RECALL_LIST_COPY as C, RECALL_TABS, type RecallTab } from "@/content/recall";
import { requireAdminPage } from "@/lib/admin/guard";
import { canOpen } from "@/lib/auth/permissions";
import { getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { recallList, recallOptometrists } from "@/lib/recall/list";
import { recallListQuerySchema, type RecallListQuery } from "@/lib/validations/recall";

export const metadata: Metadata = { title: "Recall", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function href(q: RecallListQuery, over: Partial<RecallListQuery>, base = "/brampton/admin/recall"): string {
  const next = { ...q, ...over };
  const params = new URLSearchParams({ tab: next.tab });
  if (next.clinic) params.set("clinic", next.clinic);
  if (next.optometrist) params.set("optometrist", next.optometrist);
  if (next.page > 1) params.set("page", String(next.page));
  return `${base}?${params}`;
}

/** The front desk's recall list (issue 43): Owner and Front desk. */
export default async function RecallPage({ searchParams }: Props) {
  const session = await requireAdminPage("/brampton/admin/recall", "patients");
  const sp = await searchParams;
  const q = recallListQuerySchema.parse({ tab: first(sp.tab), clinic: first(sp.clinic) || undefined, optometrist: first(sp.optometrist) || undefined, page: first(sp.page) });
  const db = await getDb();
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const [list, clinics, optometrists] = await Promise.all([recallList(db, caller, q), getClinics(), recallOptometrists(db, caller)]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
          <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {canOpen(session.role, "/brampton/admin/recall/results") ? <Link href="/brampton/admin/recall/results" className={buttonClass("outline", "md")}>{C.results}</Link> : null}
          {canOpen(session.role, "/brampton/admin/recall/rules") ? <Link href="/brampton/admin/recall/rules" className={buttonClass("outline", "md")}>{C.rules}</Link> : null}
          <a href={href(q, { page: 1 }, "/brampton/admin/recall/export")} className={buttonClass("primary", "md")} download>{C.exportCsv}</a>
        </div>
      </div>

      <nav aria-label={C.tabsLabel} className="mt-6 flex flex-wrap gap-2">
        {(Object.keys(RECALL_TABS) as RecallTab[]).map((tab) => (
          <Link
            key={tab}
            href={href(q, { tab, page: 1 })}
            aria-current={tab === q.tab ? "page" : undefined}
            className={`rounded-full px-4 py-2 text-sm font-medium ${tab === q.tab ? "bg-brand-600 text-white dark:bg-brand-500" : "border border-line text-ink-muted hover:bg-surface-muted hover:text-ink"}`}
          >
            {RECALL_TABS[tab]}
          </Link>
        ))}
      </nav>

      <form method="get" aria-label={C.filters} className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value={q.tab} />
        <div className="space-y-1.5">
          <label htmlFor="recall-clinic" className="block text-sm font-medium text-ink">{C.clinic}</label>
          <select id="recall-clinic" name="clinic" defaultValue={q.clinic ?? ""} className={inputClass}>
            <option value="">{C.anyClinic}</option>
            {clinics.map((c) => <option key={c.id} value={c.id}>{c.shortName}</option>)}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="recall-optometrist" className="block text-sm font-medium text-ink">{C.optometrist}</label>
          <select id="recall-optometrist" name="optometrist" defaultValue={q.optometrist ?? ""} className={inputClass}>
            <option value="">{C.anyOptometrist}</option>
            {optometrists.map((o) => <option key={o.id} value={o.id}>{o.title}</option>)}
          </select>
        </div>
        <button type="submit" className={buttonClass("outline", "md")}>{C.apply}</button>
      </form>

      <p className="mt-4 text-sm text-ink-muted" role="status">{C.count(list.total)}</p>
      <RecallTable tab={q.tab} rows={list.rows} />
      <Pager page={Math.min(q.page, list.pageCount)} pageCount={list.pageCount} href={(page) => href(q, { page })} label={C.pager} className="mt-4" />
    </div>
  );
}
