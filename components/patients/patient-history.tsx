import { Link } from "@/components/ui/link";
import { receiptHref } from "@/components/payments/order-payments";
import { HISTORY_ACTIONS, HISTORY_SOURCES, MESSAGE_KINDS, PATIENT_PAGE_COPY as C, PRESCRIPTION_SOURCES } from "@/content/patients";
import { clinicShortName, type ClinicName } from "@/lib/clinics";
import type { PatientRecord } from "@/lib/patients/read";
import { formatBirthDate, formatDay, formatWhen } from "./format";
import { RecordSection, RecordTable, cell } from "./record-section";

const link = "font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300";
const money = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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

      <RecordSection id="patient-visits" title={C.visits} empty={visits.length ? null : C.noVisits}>
        <RecordTable caption={C.visits} columns={Object.values(C.visitColumns)}>
          {visits.map((v) => (
            <tr key={v.id}>
              <td className={`${cell} whitespace-nowrap`}>{v.starts_at ? formatWhen(v.starts_at) : formatDay(v.preferred_date)}</td>
              <td className={cell}>{clinicShortName(clinics, v.location)}</td>
              <td className={cell}>{v.service_type}</td>
              <td className={cell}>{v.optometrist ?? "—"}</td>
              <td className={cell}>{title(v.status)}</td>
            </tr>
          ))}
        </RecordTable>
      </RecordSection>

      <RecordSection id="patient-orders" title={C.orders} empty={orders.length ? null : C.noOrders}>
        <RecordTable caption={C.orders} columns={Object.values(C.orderColumns)}>
          {orders.map((o) => (
            <tr key={o.id}>
              <td className={cell}><Link href={`/brampton/analytics/orders/${o.order_number}`} className={link}>{o.order_number}</Link></td>
              <td className={`${cell} whitespace-nowrap`}>{formatWhen(o.created_at)}</td>
              <td className={cell}>{money.format(Number(o.total_amount))}</td>
              <td className={cell}>{title(o.status)}</td>
            </tr>
          ))}
        </RecordTable>
      </RecordSection>

      <RecordSection id="patient-receipts" title={C.receipts} empty={receipts.length ? null : C.noReceipts}>
        <RecordTable caption={C.receipts} columns={Object.values(C.receiptColumns)}>
          {receipts.map((r) => (
            <tr key={r.number}>
              <td className={cell}><Link href={receiptHref(r.number)} className={link}>{r.number}</Link></td>
              <td className={`${cell} whitespace-nowrap`}>{formatWhen(r.issued_at)}</td>
              <td className={cell}>{title(r.kind)}</td>
            </tr>
          ))}
        </RecordTable>
      </RecordSection>

      <RecordSection id="patient-prescriptions" title={C.prescriptions} empty={prescriptions === null ? C.prescriptionsHidden : prescriptions.length ? null : C.noPrescriptions}>
        <RecordTable caption={C.prescriptions} columns={Object.values(C.prescriptionColumns)}>
          {(prescriptions ?? []).map((p, i) => (
            <tr key={`${p.order_number}-${i}`}>
              <td className={cell}><Link href={`/brampton/analytics/orders/${p.order_number}`} className={link}>{p.order_number}</Link></td>
              <td className={cell}>{PRESCRIPTION_SOURCES[p.source as keyof typeof PRESCRIPTION_SOURCES] ?? p.source}</td>
              <td className={cell}>{p.verified_at ? C.verifiedBy(p.verified_by ?? "—", formatWhen(p.verified_at)) : C.notVerified}</td>
            </tr>
          ))}
        </RecordTable>
      </RecordSection>

      {messages ? (
        <RecordSection id="patient-messages" title={C.messages} empty={messages.length ? null : C.noMessages}>
          <RecordTable caption={C.messages} columns={Object.values(C.messageColumns)}>
            {messages.map((m, i) => (
              <tr key={`${m.created_at}-${i}`}>
                <td className={`${cell} whitespace-nowrap`}>{formatWhen(m.created_at)}</td>
                <td className={cell}>{MESSAGE_KINDS[m.kind] ?? m.kind}</td>
                <td className={cell}>{m.subject}</td>
                <td className={cell}>{title(m.status)}</td>
              </tr>
            ))}
          </RecordTable>
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
