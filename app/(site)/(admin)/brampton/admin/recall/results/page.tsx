import type { Metadata } from "next";
import { ResultsChart } from "@/components/recall/results-chart";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import { RECALL_RESULTS_COPY as C } from "@/content/recall";
import { requireAdminPage } from "@/lib/admin/guard";
import { clinicShortName, getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { monthTotals, rate, recallResults, resultsRange } from "@/lib/recall/results";
import { recallResultsQuerySchema } from "@/lib/validations/recall";

export const metadata: Metadata = { title: "Recall results", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const monthName = new Intl.DateTimeFormat("en-CA", { month: "long", year: "numeric", timeZone: "UTC" });
const cell = "px-3 py-2 align-top";
const num = `${cell} text-right tabular-nums`;

/** "Recall results" (issue 43): whether recall brings patients back, per month, clinic and optometrist. The Owner's. */
export default async function RecallResultsPage({ searchParams }: Props) {
  const session = await requireAdminPage("/brampton/admin/recall/results");
  const sp = await searchParams;
  const q = recallResultsQuerySchema.parse({ from: first(sp.from) || undefined, to: first(sp.to) || undefined, clinic: first(sp.clinic) || undefined });
  const asked = resultsRange(q.from, q.to);
  const range = asked ?? resultsRange()!;
  const [rows, clinics] = await Promise.all([recallResults(await getDb(), { kind: "user", userId: session.userId, email: session.email }, range, q.clinic), getClinics()]);
  const months = monthTotals(rows, range);
  const all = months.reduce((t, m) => ({ due: t.due + m.due, contacted: t.contacted + m.contacted, booked: t.booked + m.booked, seen: t.seen + m.seen }), { due: 0, contacted: 0, booked: 0, seen: 0 });
  const figures = (r: { due: number; contacted: number; booked: number; seen: number }) => (
    <>
      <td className={num}>{r.due}</td>
      <td className={num}>{r.contacted} <span className="text-ink-muted">({rate(r.contacted, r.due)})</span></td>
      <td className={num}>{r.booked} <span className="text-ink-muted">({rate(r.booked, r.due)})</span></td>
      <td className={num}>{r.seen} <span className="text-ink-muted">({rate(r.seen, r.due)})</span></td>
    </>
  );
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

      {rows.length ? (
        <div className="relative mt-6 overflow-x-auto rounded-2xl border border-line bg-surface">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{C.caption}</caption>
            <thead className="bg-surface-muted text-ink-muted">
              <tr>{C.columns.map((c, i) => <th key={c} scope="col" className={`px-3 py-2 font-medium ${i > 2 ? "text-right" : ""}`}>{c}</th>)}</tr>
            </thead>
            <tbody className="divide-y divide-line text-ink">
              {rows.map((r) => (
                <tr key={`${r.month}|${r.clinic_id}|${r.optometrist}`}>
                  <th scope="row" className={`${cell} font-medium`}>{monthName.format(new Date(`${r.month.slice(0, 7)}-01T12:00:00Z`))}</th>
                  <td className={cell}>{r.clinic_id ? clinicShortName(clinics, r.clinic_id) : C.noClinic}</td>
                  <td className={cell}>{r.optometrist ?? C.noOptometrist}</td>
                  {figures(r)}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-line font-semibold text-ink">
              <tr>
                <th scope="row" colSpan={3} className={cell}>{C.totals}</th>
                {figures(all)}
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">{C.empty}</p>
      )}
    </div>
  );
}
