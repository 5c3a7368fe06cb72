import type { Metadata } from "next";
import { ResultsChart } from "@/components/recall/results-chart";
import { RecallResultsTable } from "@/components/recall/results-table";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import { RECALL_RESULTS_COPY as C } from "@/content/recall";
import { requireAdminPage } from "@/lib/admin/guard";
import { getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { monthTotals, recallResults, resultsRange } from "@/lib/recall/results";
import { recallResultsQuerySchema } from "@/lib/validations/recall";

export const metadata: Metadata = { title: "Recall results", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** "Recall results" (issue 43): whether recall brings patients back, per month, clinic and optometrist. The Owner's. */
export default async function RecallResultsPage({ searchParams }: Props) {
  const session = await requireAdminPage("/brampton/admin/recall/results");
  const sp = await searchParams;
  const q = recallResultsQuerySchema.parse({ from: first(sp.from) || undefined, to: first(sp.to) || undefined, clinic: first(sp.clinic) || undefined });
  const asked = resultsRange(q.from, q.to);
  const range = asked ?? resultsRange()!;
  const [rows, clinics] = await Promise.all([recallResults(await getDb(), { kind: "user", userId: session.userId, email: session.email }, range, q.clinic), getClinics()]);
  const months = monthTotals(rows, range);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
          <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
        </div>
        <Link href="/brampton/admin/recall" className={buttonClass("outline", "md")}>{C.back}</Link>
      </div>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor="results-from" className="block text-sm font-medium text-ink">{C.from}</label>
          <input id="results-from" name="from" type="month" defaultValue={range.from} className={inputClass} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="results-to" className="block text-sm font-medium text-ink">{C.to}</label>
          <input id="results-to" name="to" type="month" defaultValue={range.to} className={inputClass} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="results-clinic" className="block text-sm font-medium text-ink">{C.clinic}</label>
          <select id="results-clinic" name="clinic" defaultValue={q.clinic ?? ""} className={inputClass}>
            <option value="">{C.anyClinic}</option>
            {clinics.map((c) => <option key={c.id} value={c.id}>{c.shortName}</option>)}
          </select>
        </div>
        <button type="submit" className={buttonClass("outline", "md")}>{C.show}</button>
      </form>
      {asked ? null : <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">{C.rangeError}</p>}

      <ResultsChart months={months} />

      <RecallResultsTable rows={rows} months={months} clinics={clinics} />
    </div>
  );
}
