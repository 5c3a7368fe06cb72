import { NO_SHOW_COPY as NO_SHOW } from "@/content/appointments";
import { receiptHref } from "@/components/payments/order-payments";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Link } from "@/components/ui/link";
import { HISTORY_ACTIONS, HISTORY_SOURCES, MESSAGE_KINDS, PATIENT_PAGE_COPY as C, PRESCRIPTION_SOURCES } from "@/content/patients";
import { clinicShortName, type ClinicName } from "@/lib/clinics";
import type { PatientRecord } from "@/lib/patients/read";
import { formatBirthDate, formatDay, formatWhen } from "./format";
import { RecordSection } from "./record-section";

const link = "font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300";
const money = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const nowrap = "sm:whitespace-nowrap";
const orderLink = (n: string) => <Link href={`/brampton/analytics/orders/${n}`} className={link}>{n}</Link>;

type Visit = PatientRecord["visits"][number];
type Order = PatientRecord["orders"][number];
type Receipt = PatientRecord["receipts"][number];
type Prescription = NonNullable<PatientRecord["prescriptions"]>[number];
type Message = NonNullable<PatientRecord["messages"]>[number];

const visitColumns = (clinics: readonly ClinicName[]): Column<Visit>[] => [
  { header: C.visitColumns.date, cell: (v) => (v.starts_at ? formatWhen(v.starts_at) : formatDay(v.preferred_date)), className: nowrap },
  { header: C.visitColumns.clinic, cell: (v) => clinicShortName(clinics, v.location) },
  { header: C.visitColumns.service, cell: (v) => v.service_type },
  { header: C.visitColumns.optometrist, cell: (v) => v.optometrist ?? "—" },
  {
    header: C.visitColumns.status,
    // A no-show keeps its booking's status; the record says who marked it and when (issue 53).
    cell: (v) =>
      v.no_show_at ? (
        <>
          {NO_SHOW.noShow}
          <span className="block text-xs text-ink-muted">{NO_SHOW.markedBy(v.no_show_by ?? "—")} · {formatWhen(v.no_show_at)}</span>
        </>
      ) : (
        title(v.status)
      ),
  },
];
const orderColumns: Column<Order>[] = [
  { header: C.orderColumns.number, cell: (o) => orderLink(o.order_number) },
  { header: C.orderColumns.date, cell: (o) => formatWhen(o.created_at), className: nowrap },
  { header: C.orderColumns.total, cell: (o) => money.format(Number(o.total_amount)), align: "end" },
  { header: C.orderColumns.status, cell: (o) => title(o.status) },
];
const receiptColumns: Column<Receipt>[] = [
  { header: C.receiptColumns.number, cell: (r) => <Link href={receiptHref(r.number)} className={link}>{r.number}</Link> },
  { header: C.receiptColumns.date, cell: (r) => formatWhen(r.issued_at), className: nowrap },
  { header: C.receiptColumns.kind, cell: (r) => title(r.kind) },
];
const prescriptionColumns: Column<Prescription>[] = [
  { header: C.prescriptionColumns.order, cell: (p) => orderLink(p.order_number) },
  { header: C.prescriptionColumns.source, cell: (p) => PRESCRIPTION_SOURCES[p.source as keyof typeof PRESCRIPTION_SOURCES] ?? p.source },
  { header: C.prescriptionColumns.verified, cell: (p) => (p.verified_at ? C.verifiedBy(p.verified_by ?? "—", formatWhen(p.verified_at)) : C.notVerified) },
];
const messageColumns: Column<Message>[] = [
  { header: C.messageColumns.date, cell: (m) => formatWhen(m.created_at), className: nowrap },
  { header: C.messageColumns.kind, cell: (m) => MESSAGE_KINDS[m.kind] ?? m.kind },
  { header: C.messageColumns.subject, cell: (m) => m.subject },
  { header: C.messageColumns.status, cell: (m) => title(m.delivery_status ?? m.status) },
];

/** Household members (each a link), visits, orders, receipts, prescriptions, messages and history. */
export function PatientHistory({ record, clinics }: { record: PatientRecord; clinics: readonly ClinicName[] }) {
  const { household, visits, orders, receipts, prescriptions, messages, history } = record;
  return (
    <>
      <RecordSection id="patient-household" title={C.household} empty={household.length ? null : C.noHousehold}>
        <ul className="space-y-1 text-sm">
          {household.map((m) => (
            <li key={m.id}>
              <Link href={`/brampton/admin/patients/${m.id}`} className={link}>{m.first_name} {m.last_name}</Link>
              <span className="ml-2 text-ink-muted">{formatBirthDate(m.date_of_birth)}</span>
            </li>
          ))}
        </ul>
      </RecordSection>

      {/* Each section says its own "none" above the table, so the tables' empty states never show. */}
      <RecordSection id="patient-visits" title={C.visits} empty={visits.length ? null : C.noVisits}>
        <DataTable caption={C.visits} columns={visitColumns(clinics)} rows={visits} rowKey={(v) => v.id} empty={C.noVisits} bare />
      </RecordSection>

      <RecordSection id="patient-orders" title={C.orders} empty={orders.length ? null : C.noOrders}>
        <DataTable caption={C.orders} columns={orderColumns} rows={orders} rowKey={(o) => o.id} empty={C.noOrders} bare />
      </RecordSection>

      <RecordSection id="patient-receipts" title={C.receipts} empty={receipts.length ? null : C.noReceipts}>
        <DataTable caption={C.receipts} columns={receiptColumns} rows={receipts} rowKey={(r) => r.number} empty={C.noReceipts} bare />
      </RecordSection>

      <RecordSection id="patient-prescriptions" title={C.prescriptions} empty={prescriptions === null ? C.prescriptionsHidden : prescriptions.length ? null : C.noPrescriptions}>
        <DataTable caption={C.prescriptions} columns={prescriptionColumns} rows={prescriptions ?? []} rowKey={(p, i) => `${p.order_number}-${i}`} empty={C.noPrescriptions} bare />
      </RecordSection>

      {messages ? (
        <RecordSection id="patient-messages" title={C.messages} empty={messages.length ? null : C.noMessages}>
          <DataTable caption={C.messages} columns={messageColumns} rows={messages} rowKey={(m, i) => `${m.created_at}-${i}`} empty={C.noMessages} bare />
        </RecordSection>
      ) : null}

      {history ? (
        <RecordSection id="patient-history" title={C.history} empty={history.length ? null : C.noHistory}>
          <ul className="space-y-2 text-sm">
            {history.map((h, i) => (
              <li key={`${h.at}-${i}`}>
                <span className="font-medium text-ink">{HISTORY_ACTIONS[h.action as keyof typeof HISTORY_ACTIONS] ?? h.action}</span>
                <span className="text-ink-muted"> · {formatWhen(h.at)}{h.actor_email ? ` · ${h.actor_email}` : ""}</span>
                {h.detail ? <p className="break-words text-ink-muted">{HISTORY_SOURCES[h.detail] ?? h.detail}</p> : null}
              </li>
            ))}
          </ul>
        </RecordSection>
      ) : null}
    </>
  );
}
