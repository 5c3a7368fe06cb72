import { PAYMENT_METHODS, PRACTITIONER_LABELS, SERVICE_LABELS, EXAM_TAX_LABEL, type PaymentMethod } from "@/content/payments";
import { RECEIPT_BUSINESS, RECEIPT_COPY } from "@/content/receipts";
import { config } from "@/lib/config";
import { loadClinic, loadClinics } from "@/lib/clinics/load";
import type { Clinic } from "@/lib/clinics/types";
import type { Queryable } from "@/lib/db/types";
import { orderTaxLines } from "@/lib/cart/lines";
import { relationshipWords } from "@/content/insurance-plans";
import { readInsurance } from "@/lib/analytics/order-insurance";
import { lineItems, taxLines, type StoredLine } from "./lines";
import { paymentSums } from "./money";
import type { ReceiptDocument, ReceiptKind, ReceiptPayment } from "./types";

// What a receipt prints, read from the database inside the transaction that issues it. The
// result is stored with the receipt (a snapshot): a later change to the order, the staff list
// or the clinic's address never rewrites a receipt already issued.

type Address = { address?: string; city?: string; province?: string; postalCode?: string };
type StoredPayment = { kind: "payment" | "refund"; amount: string; method: PaymentMethod; paid_on: string };

/** As public.receipts.kind has it: a record is an OHIP visit's $0.00 receipt for the files; an insurance receipt is issued at dispensing. */
export type StoredKind = ReceiptKind | "record" | "insurance";
/** A refund note's figures (issue 45): what it paid back, the tax in it, and the lines when by line. */
export type Refunded = { amount: number; tax: number; lines: string[] };
/** The plan an exam's fee is claimed from, when staff give it at "Mark seen" (issue 45). */
export type ExamInsurance = { insurer: string; policyNumber: string; memberId: string; relationship: string };
export type Issue = { number: string; kind: StoredKind; reverses?: string; issuedOn: string; refunded?: Refunded; insurance?: ExamInsurance };

const clinicBlock = (c: Clinic) => ({
  legalName: RECEIPT_BUSINESS.legalName,
  name: c.name,
  address: [[c.street, c.unit].filter(Boolean).join(", "), `${c.city}, ${c.province}  ${c.postalCode}`],
  phone: c.phone,
  hstNumber: config().HST_NUMBER,
});

const payments = (rows: StoredPayment[]): ReceiptPayment[] =>
  rows.map((p) => ({ date: p.paid_on, method: PAYMENT_METHODS[p.method], amount: (p.kind === "refund" ? -1 : 1) * Number(p.amount) }));

async function paymentsOf(q: Queryable, column: "order_id" | "booking_id", id: string): Promise<StoredPayment[]> {
  return q.query<StoredPayment>(
    `select kind, amount::text, method, paid_on::text from public.payments where ${column} = $1 order by paid_on, created_at, id`,
    [id],
  );
}

export async function buildOrderDocument(q: Queryable, orderId: string, issue: Issue): Promise<ReceiptDocument> {
  const [o] = await q.query<{
    order_number: string; created_at: string; email: string; first_name: string; last_name: string; billing_address: Address;
    total_amount: string; insurance: unknown; pickup_clinic: string | null; dispensed_clinic: string | null; dispensed: boolean;
    dispensed_on: string | null; staff_name: string | null; staff_registration: string | null;
  }>(
    `select o.order_number, (o.created_at at time zone 'America/Toronto')::date::text as created_at, o.email, o.first_name, o.last_name,
            o.billing_address, o.total_amount::text, o.insurance, o.dispensed_on::text, o.pickup_clinic, o.dispensed_clinic,
            exists (select 1 from public.receipts r where r.order_id = o.id and r.kind = 'insurance') as dispensed,
            s.name as staff_name, s.registration_number as staff_registration
     from public.orders o left join public.staff s on s.id = o.dispensed_by where o.id = $1`,
    [orderId],
  );
  const stored = await q.query<StoredLine>(
    `select i.product_name, i.brand_name, p.sku, i.color_name, i.size, i.quantity, i.unit_price::text, i.line_total::text, i.tax_rate::text, i.tax_label,
            l.lens_type, l.material, l.coatings, l.lens_price::text, l.reading_power::text, l.prescription_source, l.prescription,
            l.rx_issued_on::text, l.rx_prescribed_by, l.rx_patient_name, l.rx_registration
     from public.order_items i
     left join public.order_lens l on l.order_item_id = i.id
     left join public.products p on p.id = i.product_id
     where i.order_id = $1 order by i.product_name, i.color_name, i.id`,
    [orderId],
  );
  const paid = await paymentsOf(q, "order_id", orderId);
  // Where it was dispensed, else the pickup clinic; a delivery not yet dispensed is sent from the first clinic (the office).
  const where = o.dispensed_clinic ?? o.pickup_clinic;
  const clinic = (where && (await loadClinic(q, where))) || (await loadClinics(q))[0];
  const insuranceReceipt = issue.kind === "insurance";
  // The insurance receipt's patient is the wearer named on the prescription; the buyer, when someone else, "Paid by".
  const buyer = `${o.first_name} ${o.last_name}`;
  const rx = stored.find((l) => Number(l.tax_rate) === 0 && l.rx_patient_name) ?? stored.find((l) => l.rx_patient_name);
  const wearer = insuranceReceipt && rx?.rx_patient_name ? rx.rx_patient_name : buyer;
  const lines = stored.map(lineItems);
  // Per rate, rounded once per rate: what the checkout charged (lib/cart/lines.ts).
  const rates = orderTaxLines(stored.map((l) => ({ taxRate: l.tax_rate, taxLabel: l.tax_label, lineTotal: l.line_total })));
  const subtotal = rates.reduce((s, r) => s + Math.round(r.base * 100), 0) / 100;
  const total = Number(o.total_amount);
  const sums = paymentSums(total, paid.map((p) => ({ ...p, amount: Number(p.amount) })));
  const a = o.billing_address ?? {};
  const insurance = readInsurance(o.insurance);
  return {
    kind: issue.kind === "refund" ? "refund" : "receipt",
    number: issue.number,
    reverses: issue.reverses,
    issuedOn: issue.issuedOn,
    clinic: clinicBlock(clinic),
    patient: {
      name: wearer,
      address: [a.address, [a.city, a.province].filter(Boolean).join(", ") + (a.postalCode ? `  ${a.postalCode}` : "")].filter((s): s is string => !!s && !!s.trim()),
      email: o.email,
    },
    reference: `Order ${o.order_number}`,
    dates: {
      purchase: o.created_at,
      payment: paid.at(-1)?.paid_on ?? issue.issuedOn,
      service: o.dispensed_on,
      serviceLabel: insuranceReceipt ? RECEIPT_COPY.dateDispensed : SERVICE_LABELS.dispensed,
    },
    lines,
    subtotal,
    taxes: taxLines(rates),
    total,
    payments: payments(paid),
    paid: sums.paid,
    balance: issue.kind === "refund" ? 0 : sums.balance,
    insurance: insurance
      ? { ...insurance, relationship: relationshipWords(insurance.relationship), insurerShare: sums.insurerShare, patientShare: sums.patientShare }
      : undefined,
    practitioner: o.staff_name ? { label: PRACTITIONER_LABELS.dispensed, name: o.staff_name, registration: o.staff_registration ?? "" } : undefined,
    ...(insuranceReceipt
      ? {
          insuranceReceipt: true,
          paidBy: wearer.toLowerCase() !== buyer.toLowerCase() ? buyer : undefined,
          prescriber: rx?.rx_prescribed_by && rx.rx_registration ? { name: rx.rx_prescribed_by, registration: rx.rx_registration } : undefined,
        }
      : issue.kind === "receipt" && !o.dispensed
        ? { note: RECEIPT_COPY.paymentNote }
        : {}),
    refunded: issue.refunded,
  };
}

export async function buildExamDocument(q: Queryable, bookingId: string, issue: Issue): Promise<ReceiptDocument> {
  const [b] = await q.query<{
    first_name: string; last_name: string; email: string; service_type: string; location: string; day: string; booked: string;
    staff_name: string | null; staff_title: string | null; staff_registration: string | null;
    date_of_birth: string | null; address: string | null;
  }>(
    `select b.first_name, b.last_name, b.email, b.service_type, b.location,
            p.date_of_birth::text as date_of_birth, p.address,
            (coalesce(b.starts_at, b.preferred_date::timestamptz) at time zone 'America/Toronto')::date::text as day,
            (b.created_at at time zone 'America/Toronto')::date::text as booked,
            s.name as staff_name, s.title as staff_title, s.registration_number as staff_registration
     from public.bookings b left join public.staff s on s.id = b.optometrist_id
     left join public.patients p on p.id = b.patient_id where b.id = $1`,
    [bookingId],
  );
  const paid = await paymentsOf(q, "booking_id", bookingId);
  const clinic = (await loadClinic(q, b.location)) ?? (await loadClinics(q))[0];
  // The fee is what was paid, less refunds; the insurer's share is what it paid directly.
  const sums = paymentSums(0, paid.map((p) => ({ ...p, amount: Number(p.amount) })));
  const fee = sums.paid;
  return {
    kind: issue.kind === "refund" ? "refund" : "receipt",
    number: issue.number,
    reverses: issue.reverses,
    issuedOn: issue.issuedOn,
    clinic: clinicBlock(clinic),
    // Issue 45: an exam receipt names the patient's date of birth and address (from their record), as insurers ask.
    patient: {
      name: `${b.first_name} ${b.last_name}`,
      address: b.address ? b.address.split(/\r?\n/).map((s) => s.trim()).filter(Boolean) : [],
      email: b.email,
      ...(b.date_of_birth ? { dateOfBirth: b.date_of_birth } : {}),
    },
    reference: `${b.service_type} at ${clinic.shortName}`,
    dates: { purchase: b.booked, payment: paid.at(-1)?.paid_on ?? issue.issuedOn, service: b.day, serviceLabel: SERVICE_LABELS.exam },
    lines: [{
      heading: b.service_type,
      items: [{ label: b.service_type, detail: b.staff_title ?? undefined, amount: fee }],
      taxRate: 0,
    }],
    subtotal: fee,
    taxes: [{ label: EXAM_TAX_LABEL, base: fee, amount: 0 }],
    total: fee,
    payments: payments(paid),
    paid: fee,
    balance: 0,
    practitioner: b.staff_name ? { label: PRACTITIONER_LABELS.exam, name: b.staff_name, registration: b.staff_registration ?? "" } : undefined,
    recordOnly: issue.kind === "record" || undefined,
    insurance: issue.insurance
      ? { ...issue.insurance, relationship: relationshipWords(issue.insurance.relationship), insurerShare: sums.insurerShare, patientShare: sums.patientShare }
      : undefined,
    refunded: issue.refunded,
  };
}
