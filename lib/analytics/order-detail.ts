import "server-only";
import { ORDER_ADMIN_COPY, type PrescriptionFlag } from "@/content/order-admin";
import type { Caller, Db, Queryable } from "@/lib/db/types";
import { isClinicId } from "@/lib/validations/clinic-id";
import { clinicShortName } from "@/lib/clinics/format";
import { loadClinics } from "@/lib/clinics/load";
import type { ClinicName } from "@/lib/clinics/types";
import { orderTaxLines, type TaxLine } from "@/lib/cart/lines";
import { orderWhere, type OrderWhere } from "@/lib/orders/fulfilment";
import { orderNumberSchema, type OrderStatus } from "@/lib/validations/analytics";
import { readInsurance, type OrderInsurance } from "./order-insurance";

/** One eye of an entered prescription; an empty field is null. */
export type EyeValues = { sph: number | null; cyl: number | null; axis: number | null; add: number | null };
export type EnteredPrescription = {
  right: EyeValues;
  left: EyeValues;
  pd: { single: number | null } | { right: number | null; left: number | null };
  /** YYYY-MM-DD, as written on the prescription. */
  date: string | null;
};
/** `clinic`: the clinic's short name (its id when the clinic is gone), or null. */
export type ExamPrescription = { clinic: string | null; /** YYYY-MM */ examMonth: string; name: string; /** YYYY-MM-DD */ birthDate: string };
export type PrescriptionSource = "exam" | "entered" | "upload" | "later";

export type OrderLensDetail = {
  lensType: "single-vision" | "progressive" | "reading";
  summary: string;
  /** Null for readers: no prescription to give or check. */
  source: PrescriptionSource | null;
  entered: EnteredPrescription | null;
  exam: ExamPrescription | null;
  uploadId: string | null;
  /** ISO time of the verification, or null while unchecked. */
  verifiedAt: string | null;
  /** The verifying admin's e-mail, or "an admin" when the profile cannot be read. */
  verifiedBy: string | null;
  /** The evidence for zero-rating: from the entered prescription, or recorded by staff when they verify. */
  evidence: { issuedOn: string | null; prescribedBy: string | null; patientName: string | null; registration: string | null };
};

export type OrderLineDetail = {
  id: string;
  productName: string;
  brandName: string | null;
  colour: string | null;
  size: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** 0 for prescription eyewear (zero-rated), the place of supply's rate for the rest. */
  taxRate: number;
  /** "HST 13%", "GST 5%", "HST 0% (prescription eyewear)": as charged. */
  taxLabel: string;
  lens: OrderLensDetail | null;
};

export type OrderDetail = {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: string;
  paymentMethod: string;
  customer: { name: string; email: string; phone: string };
  /** Delivery to an address or pickup at a clinic (issue 45). */
  where: OrderWhere;
  subtotal: number;
  tax: number;
  /** The tax per rate, from the lines' stored rates ("HST 13%", "HST 0% (prescription eyewear)"). */
  taxes: TaxLine[];
  shipping: number;
  total: number;
  /** For direct billing, when the customer gave it at checkout. */
  insurance: OrderInsurance | null;
  /** The same mark the Orders tab computes in SQL (lib/analytics/tabs.ts). */
  prescription: PrescriptionFlag | null;
  lines: OrderLineDetail[];
};

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : null);
const text = (v: unknown): string => (typeof v === "string" ? v : "");
const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const iso = (v: unknown): string | null => (v == null ? null : (v instanceof Date ? v : new Date(String(v))).toISOString());

function eye(v: unknown): EyeValues {
  const e = record(v);
  return { sph: num(e.sph), cyl: num(e.cyl), axis: num(e.axis), add: num(e.add) };
}

/** The stored jsonb as the page shows it; anything unexpected reads as empty rather than failing the page. */
function readEntered(v: unknown): EnteredPrescription {
  const rx = record(v);
  const pd = record(rx.pd);
  return {
    right: eye(rx.right),
    left: eye(rx.left),
    pd: "single" in pd ? { single: num(pd.single) } : { right: num(pd.right), left: num(pd.left) },
    date: typeof rx.date === "string" ? rx.date : null,
  };
}

function readExam(v: unknown, clinics: readonly ClinicName[]): ExamPrescription {
  const rx = record(v);
  const clinic = typeof rx.clinic === "string" && isClinicId(rx.clinic) ? clinicShortName(clinics, rx.clinic) : null;
  return { clinic, examMonth: text(rx.examMonth), name: text(rx.name), birthDate: text(rx.birthDate) };
}

/** 'needed' while a prescription is still to be sent, else 'to-verify' while any is unchecked. */
export function prescriptionFlag(lenses: readonly (Pick<OrderLensDetail, "source" | "verifiedAt"> | null)[]): PrescriptionFlag | null {
  const open = lenses.filter((l) => l?.source && !l.verifiedAt);
  if (open.some((l) => l!.source === "later")) return "needed";
  return open.length ? "to-verify" : null;
}

const isAdmin = async (tx: Queryable) => (await tx.query<{ ok: boolean }>("select (private.has_permission('orders') or private.has_permission('prescriptions')) as ok"))[0]?.ok === true;

type OrderRow = {
  id: string;
  order_number: string;
  created_at: unknown;
  status: OrderStatus;
  payment_status: string;
  payment_method: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subtotal: number;
  tax: number;
  shipping: number;
  total_amount: number;
  insurance: unknown;
  fulfilment: string;
  pickup_clinic: string | null;
  shipping_address: Parameters<typeof orderWhere>[0]["shipping_address"];
};
type LineRow = {
  id: string;
  product_name: string;
  brand_name: string | null;
  color_name: string | null;
  size: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
  tax_rate: number | string;
  tax_label: string;
  lens_type: OrderLensDetail["lensType"] | null;
  summary: string | null;
  prescription_source: PrescriptionSource | null;
  prescription: unknown;
  upload_id: string | null;
  verified_at: unknown;
  verified_by: string | null;
  verifier_email: string | null;
  rx_issued_on: unknown;
  rx_prescribed_by: string | null;
  rx_patient_name: string | null;
  rx_registration: string | null;
};

/**
 * One order as the clinic opens it from the Orders tab: the order, its lines, and each lens
 * line's prescription. Read as the caller, so RLS decides; anyone but an admin gets null (a
 * customer has their own account page, not this staff view), as does an unknown number.
 */
export async function getOrderDetail(db: Db, caller: Caller, orderNumber: string): Promise<OrderDetail | null> {
  const parsed = orderNumberSchema.safeParse(orderNumber);
  if (!parsed.success) return null;
  return db.run(caller, async (tx) => {
    if (!(await isAdmin(tx))) return null;
    const [o] = await tx.query<OrderRow>(
      `select id, order_number, created_at, status, payment_status, payment_method, first_name, last_name, email, phone,
              subtotal, tax, shipping, total_amount, insurance, fulfilment, pickup_clinic, shipping_address
       from public.orders where order_number = $1`,
      [parsed.data],
    );
    if (!o) return null;
    // The verifier's e-mail from profiles (admins read every profile); auth.users stays closed.
    const rows = await tx.query<LineRow>(
      `select i.id, i.product_name, i.brand_name, i.color_name, i.size, i.quantity, i.unit_price, i.line_total, i.tax_rate, i.tax_label,
              l.lens_type, l.summary, l.prescription_source, l.prescription, l.upload_id, l.verified_at, l.verified_by,
              l.rx_issued_on::text as rx_issued_on, l.rx_prescribed_by, l.rx_patient_name, l.rx_registration,
              p.email as verifier_email
       from public.order_items i
       left join public.order_lens l on l.order_item_id = i.id
       left join public.profiles p on p.id = l.verified_by
       where i.order_id = $1
       order by i.product_name, i.color_name, i.id`,
      [o.id],
    );
    const clinics = rows.some((r) => r.prescription_source === "exam") || o.pickup_clinic ? await loadClinics(tx) : [];
    const lines = rows.map((r): OrderLineDetail => ({
      id: r.id,
      productName: r.product_name,
      brandName: r.brand_name,
      colour: r.color_name,
      size: r.size,
      quantity: Number(r.quantity),
      unitPrice: Number(r.unit_price),
      lineTotal: Number(r.line_total),
      taxRate: Number(r.tax_rate),
      taxLabel: r.tax_label,
      lens: r.lens_type
        ? {
            lensType: r.lens_type,
            summary: r.summary ?? "",
            source: r.prescription_source,
            entered: r.prescription_source === "entered" ? readEntered(r.prescription) : null,
            exam: r.prescription_source === "exam" ? readExam(r.prescription, clinics) : null,
            uploadId: r.upload_id,
            verifiedAt: iso(r.verified_at),
            verifiedBy: r.verified_at == null ? null : (r.verifier_email ?? ORDER_ADMIN_COPY.someAdmin),
            evidence: { issuedOn: r.rx_issued_on == null ? null : String(r.rx_issued_on), prescribedBy: r.rx_prescribed_by, patientName: r.rx_patient_name, registration: r.rx_registration },
          }
        : null,
    }));
    return {
      id: o.id,
      orderNumber: o.order_number,
      createdAt: iso(o.created_at)!,
      status: o.status,
      paymentStatus: o.payment_status,
      paymentMethod: o.payment_method,
      customer: { name: `${o.first_name} ${o.last_name}`, email: o.email, phone: o.phone },
      where: orderWhere(o, clinics),
      subtotal: Number(o.subtotal),
      tax: Number(o.tax),
      taxes: orderTaxLines(lines),
      shipping: Number(o.shipping),
      total: Number(o.total_amount),
      insurance: readInsurance(o.insurance),
      prescription: prescriptionFlag(lines.map((l) => l.lens)),
      lines,
    };
  });
}

export { verifyPrescription } from "./verify-prescription";
