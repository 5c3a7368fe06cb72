import { ACCOUNT_RECEIPTS_COPY } from "@/content/payments";
import { RECEIPT_COPY as C } from "@/content/receipts";
import { formatPrice } from "@/lib/format";
import type { ReceiptDocument, ReceiptLine, ReceiptPrescription } from "@/lib/receipts/types";
import { lineHeading, receiptTitle, refundStatus } from "@/lib/receipts/title";
import { PrintButton } from "./print-button";

const money = (n: number) => (n < 0 ? `-${formatPrice(-n)}` : formatPrice(n));
const cell = "px-3 py-1.5";

function Prescription({ rx, id }: { rx: ReceiptPrescription; id: string }) {
  const eyes = [["right", rx.right], ["left", rx.left]] as const;
  return (
    <div className="mt-2 rounded-xl bg-surface-muted p-3 text-sm">
      <p className="font-medium text-ink">{C.prescription}</p>
      <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-3">
        <div><dt className="text-ink-muted">{C.rxIssued}</dt><dd>{rx.issuedOn ?? C.rxNotRecorded}</dd></div>
        <div><dt className="text-ink-muted">{C.rxPrescriber}</dt><dd>{rx.prescribedBy ?? C.rxNotRecorded}{rx.registration ? ` · ${C.registration(rx.registration)}` : ""}</dd></div>
        <div><dt className="text-ink-muted">{C.rxPatient}</dt><dd>{rx.patientName ?? C.rxNotRecorded}</dd></div>
      </dl>
      {rx.right || rx.left ? (
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{`${C.prescription} ${id}`}</caption>
            <thead className="text-ink-muted">
              <tr>{Object.values(C.rxColumns).map((h) => <th key={h} scope="col" className="px-2 py-1 font-medium">{h}</th>)}</tr>
            </thead>
            <tbody>
              {eyes.map(([side, e]) => (
                <tr key={side}>
                  <th scope="row" className="px-2 py-1 font-medium">{C.eye[side]}</th>
                  <td className="px-2 py-1">{e?.sph || "—"}</td>
                  <td className="px-2 py-1">{e?.cyl || "—"}</td>
                  <td className="px-2 py-1">{e?.axis || "—"}</td>
                  <td className="px-2 py-1">{e?.add || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {rx.pd ? <p className="mt-1">{C.pd} {rx.pd}</p> : null}
    </div>
  );
}

function Line({ line, index }: { line: ReceiptLine; index: number }) {
  return (
    <li className="py-3">
      <p className="font-semibold text-ink">{lineHeading(line)}</p>
      <table className="mt-1 w-full text-sm">
        <caption className="sr-only">{line.heading}</caption>
        <thead className="sr-only"><tr><th scope="col">{C.item}</th><th scope="col">{C.amount}</th></tr></thead>
        <tbody>
          {line.items.map((item, i) => (
            <tr key={i} className="align-top">
              <th scope="row" className={`${cell} pl-0 text-left font-normal`}>
                {item.label}
                {item.detail ? <span className="block text-xs text-ink-muted">{item.detail}</span> : null}
              </th>
              <td className={`${cell} pr-0 text-right tabular-nums`}>{money(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {line.prescription ? <Prescription rx={line.prescription} id={String(index + 1)} /> : null}
    </li>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "font-semibold text-ink" : ""}`}>
      <dt className={strong ? "" : "text-ink-muted"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The printable receipt: the same document the PDF renders, as a page. */
export function ReceiptView({ doc, pdfHref }: { doc: ReceiptDocument; pdfHref: string }) {
  const settled = doc.balance <= 0 && doc.kind !== "refund";
  return (
    <article className="mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-6 sm:p-10 print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-line pb-6">
        <div className="text-sm">
          <p className="text-lg font-semibold text-ink">{doc.clinic.legalName}</p>
          {doc.clinic.name ? <p className="font-medium text-ink">{doc.clinic.name}</p> : null}
          {doc.clinic.address.map((l) => <p key={l}>{l}</p>)}
          <p>{doc.clinic.phone}</p>
          {doc.clinic.hstNumber ? <p className="text-ink-muted">{C.hst(doc.clinic.hstNumber)}</p> : null}
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-semibold text-ink">{receiptTitle(doc)}</h1>
          <p className="text-sm text-ink-muted">{C.issued} {doc.issuedOn}</p>
          {doc.reverses ? <p className="text-sm font-medium">{C.reverses(doc.reverses)}</p> : null}
        </div>
      </header>

      {doc.recordOnly ? <p className="mt-4 rounded-xl bg-surface-muted p-3 text-sm">{C.recordOnly}</p> : null}
      {doc.note ? <p className="mt-4 rounded-xl bg-surface-muted p-3 text-sm font-medium" data-testid="receipt-note">{doc.note}</p> : null}

      <div className="grid gap-6 border-b border-line py-6 text-sm sm:grid-cols-2">
        <div>
          <h2 className="font-medium text-ink-muted">{C.billedTo}</h2>
          <p className="font-semibold text-ink">{doc.patient.name}</p>
          {doc.patient.address.map((l) => <p key={l}>{l}</p>)}
          <p>{doc.patient.email}</p>
          {doc.patient.dateOfBirth ? <p><span className="text-ink-muted">{C.dateOfBirth}</span> {doc.patient.dateOfBirth}</p> : null}
          {doc.paidBy ? <p className="mt-1"><span className="text-ink-muted">{C.paidBy}</span> <span className="font-medium text-ink">{doc.paidBy}</span></p> : null}
        </div>
        <dl className="space-y-1">
          <Row label={C.reference} value={doc.reference} />
          <Row label={C.purchaseDate} value={doc.dates.purchase} />
          <Row label={C.paymentDate} value={doc.dates.payment} />
          <Row label={doc.dates.serviceLabel} value={doc.dates.service ?? C.notDispensed} />
        </dl>
      </div>

      <ol className="divide-y divide-line border-b border-line">
        {doc.lines.map((l, i) => <Line key={i} line={l} index={i} />)}
      </ol>

      <dl className="ml-auto max-w-sm space-y-1 py-4 text-sm">
        <Row label={C.subtotal} value={money(doc.subtotal)} />
        {doc.taxes.map((t) => <Row key={t.label} label={t.label} value={money(t.amount)} />)}
        <Row label={C.total} value={money(doc.total)} strong />
      </dl>

      <section aria-labelledby="receipt-payments" className="border-t border-line py-4 text-sm">
        <h2 id="receipt-payments" className="font-semibold text-ink">{C.payments}</h2>
        <dl className="mt-2 space-y-1">
          {doc.payments.map((p, i) => <Row key={i} label={`${p.date} · ${p.method}`} value={money(p.amount)} />)}
          <Row label={C.paid} value={money(doc.paid)} strong />
        </dl>
        <p className={`mt-3 rounded-xl px-3 py-2 font-semibold ${settled || doc.kind === "refund" ? "bg-green-50 text-green-800 dark:bg-green-950/40 dark:text-green-300" : "bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"}`}>
          {refundStatus(doc) ?? (settled ? C.paidInFull : C.balance(money(doc.balance)))}
        </p>
        {doc.refunded?.lines.length ? <p className="mt-2 text-ink">{C.refundedLines(doc.refunded.lines.join(", "))}</p> : null}
      </section>

      {doc.insurance ? (
        <section aria-labelledby="receipt-insurance" className="border-t border-line py-4 text-sm">
          <h2 id="receipt-insurance" className="font-semibold text-ink">{C.insurance}</h2>
          <dl className="mt-2 grid gap-x-10 gap-y-1 sm:grid-cols-2">
            <Row label={C.insurer} value={doc.insurance.insurer} />
            <Row label={C.policy} value={doc.insurance.policyNumber || "—"} />
            <Row label={C.member} value={doc.insurance.memberId} />
            <Row label={C.relationship} value={doc.insurance.relationship || "—"} />
            <Row label={C.insurerShare} value={money(doc.insurance.insurerShare)} />
            <Row label={C.patientShare} value={money(doc.insurance.patientShare)} />
          </dl>
        </section>
      ) : null}

      {doc.prescriber ? (
        <p className="border-t border-line pt-4 text-sm">
          <span className="text-ink-muted">{C.prescriber}</span> <span className="font-medium text-ink">{doc.prescriber.name}</span>
          <span className="text-ink-muted"> · {C.registration(doc.prescriber.registration)}</span>
        </p>
      ) : null}
      {doc.practitioner ? (
        <p className="border-t border-line py-4 text-sm">
          <span className="text-ink-muted">{doc.practitioner.label}</span>{" "}
          <span className="font-medium text-ink">{doc.practitioner.name}</span>
          {doc.practitioner.registration ? <span className="text-ink-muted"> · {C.registration(doc.practitioner.registration)}</span> : null}
        </p>
      ) : null}

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-sm text-ink-muted">
        <p>{C.footer}</p>
        <div className="flex gap-3 print:hidden">
          <PrintButton />
          <a href={pdfHref} download className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">{ACCOUNT_RECEIPTS_COPY.download}</a>
        </div>
      </footer>
    </article>
  );
}
