import { Link } from "@/components/ui/link";
import { CALL_OUTCOMES, RECALL_LIST_COPY as C, RECALL_TABS, type RecallTab } from "@/content/recall";
import { ageOn } from "@/lib/recall/due";
import { recallReason, type RecallRow } from "@/lib/recall/list";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { LogCallButton } from "./log-call-dialog";

const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });
const when = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });
const formatDay = (d: string | null) => (d ? day.format(new Date(`${d}T12:00:00Z`)) : C.never);
const cell = "px-3 py-2 align-top";

/** One tab of the recall list: who, why, what they have been sent, and the last call. */
export function RecallTable({ tab, rows }: { tab: RecallTab; rows: RecallRow[] }) {
  if (!rows.length) return <p className="mt-6 rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">{C.empty[tab]}</p>;
  const today = todayInToronto();
  return (
    // relative: keeps the sr-only caption inside the scroll box on a phone.
    <div className="relative mt-4 overflow-x-auto rounded-2xl border border-line bg-surface">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{C.caption(RECALL_TABS[tab])}</caption>
        <thead className="bg-surface-muted text-ink-muted">
          <tr>
            {C.columns.map((c, i) => (
              <th key={i} scope="col" className="px-3 py-2 font-medium">{c || <span className="sr-only">{C.logCall}</span>}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line text-ink">
          {rows.map((r) => {
            const name = `${r.first_name} ${r.last_name}`;
            return (
              <tr key={r.id}>
                <th scope="row" className={`${cell} font-medium`}>
                  <Link href={`/brampton/admin/patients/${r.id}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">{name}</Link>
                </th>
                <td className={cell}>{r.date_of_birth ? ageOn(r.date_of_birth, today) : C.never}</td>
                <td className={cell}>{formatDay(r.due)}</td>
                <td className={cell}>{formatDay(r.last_visit)}{r.optometrist ? <span className="block text-xs text-ink-muted">{r.optometrist}</span> : null}</td>
                <td className={cell}>{recallReason(r)}</td>
                <td className={cell}>{r.messages}</td>
                <td className={cell}>
                  {r.next_visit ? C.booked(when.format(new Date(r.next_visit))) : r.last_call_outcome ? (
                    <>
                      {CALL_OUTCOMES[r.last_call_outcome]}
                      <span className="block text-xs text-ink-muted">{when.format(new Date(r.last_call_at!))}</span>
                    </>
                  ) : (
                    C.never
                  )}
                </td>
                <td className={cell}>
                  <LogCallButton patientId={r.id} name={name} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
