import { DataTable, type Column } from "@/components/ui/data-table";
import { Link } from "@/components/ui/link";
import { CALL_OUTCOMES, RECALL_LIST_COPY as C, RECALL_TABS, type RecallTab } from "@/content/recall";
import { ageOn } from "@/lib/recall/due";
import { recallReason, type RecallRow } from "@/lib/recall/list";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { LogCallButton } from "./log-call-dialog";

const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });
const when = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });
const formatDay = (d: string | null) => (d ? day.format(new Date(`${d}T12:00:00Z`)) : C.never);
const nameOf = (r: RecallRow) => `${r.first_name} ${r.last_name}`;
const [patient, age, due, lastVisit, reason, messages, lastCall] = C.columns;

/** One tab of the recall list: who, why, what they have been sent, and the last call. */
export function RecallTable({ tab, rows }: { tab: RecallTab; rows: RecallRow[] }) {
  const today = todayInToronto();
  const columns: Column<RecallRow>[] = [
    { header: patient, cell: (r) => <Link href={`/brampton/admin/patients/${r.id}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">{nameOf(r)}</Link> },
    { header: age, align: "end", cell: (r) => (r.date_of_birth ? ageOn(r.date_of_birth, today) : C.never) },
    { header: due, cell: (r) => formatDay(r.due) },
    { header: lastVisit, cell: (r) => <>{formatDay(r.last_visit)}{r.optometrist ? <span className="block text-xs text-ink-muted">{r.optometrist}</span> : null}</> },
    { header: reason, cell: (r) => recallReason(r) },
    { header: messages, align: "end", cell: (r) => r.messages },
    {
      header: lastCall,
      cell: (r) =>
        r.next_visit ? C.booked(when.format(new Date(r.next_visit))) : r.last_call_outcome ? (
          <>
            {CALL_OUTCOMES[r.last_call_outcome]}
            <span className="block text-xs text-ink-muted">{when.format(new Date(r.last_call_at!))}</span>
          </>
        ) : (
          C.never
        ),
    },
    { header: C.logCall, hideHeader: true, label: null, cell: (r) => <LogCallButton patientId={r.id} name={nameOf(r)} /> },
  ];
  return <DataTable caption={C.caption(RECALL_TABS[tab])} columns={columns} rows={rows} rowKey={(r) => r.id} empty={C.empty[tab]} minWidth="min-w-[56rem]" className="mt-4" />;
}
