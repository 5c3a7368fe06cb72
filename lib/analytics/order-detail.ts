import "server-only";
import { ORDER_ADMIN_COPY, ORDER_ADMIN_ERRORS, type PrescriptionFlag } from "@/content/order-admin";
import { NOT_ADMIN, NotAdminError, assertAdmin } from "@/lib/admin/assert";
import type { Caller, Db, Queryable } from "@/lib/db/types";
import { isClinicId } from "@/lib/validations/clinic-id";
import { clinicShortName } from "@/lib/clinics/format";
import { loadClinics } from "@/lib/clinics/load";
import type { ClinicName } from "@/lib/clinics/types";
import { orderNumberSchema, prescriptionVerifySchema, type OrderStatus, type PrescriptionVerifyInput } from "@/lib/validations/analytics";
import type { ActionResult } from "./index";

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
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
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
  lens_type: OrderLensDetail["lensType"] | null;
  summary: string | null;
  prescription_source: PrescriptionSource | null;
  prescription: unknown;
  upload_id: string | null;
  verified_at: unknown;
  verified_by: string | null;
  verifier_email: string | null;
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
              subtotal, tax, shipping, total_amount
       from public.orders where order_number = $1`,
      [parsed.data],
    );
    if (!o) return null;
    // The verifier's e-mail from profiles (admins read every profile); auth.users stays closed.
    const rows = await tx.query<LineRow>(
      `select i.id, i.product_name, i.brand_name, i.color_name, i.size, i.quantity, i.unit_price, i.line_total,
              l.lens_type, l.summary, l.prescription_source, l.prescription, l.upload_id, l.verified_at, l.verified_by,
              p.email as verifier_email
       from public.order_items i
       left join public.order_lens l on l.order_item_id = i.id
       left join public.profiles p on p.id = l.verified_by
       where i.order_id = $1
       order by i.product_name, i.color_name, i.id`,
      [o.id],
    );
    const clinics = rows.some((r) => r.prescription_source === "exam") ? await loadClinics(tx) : [];
    const lines = rows.map((r): OrderLineDetail => ({
      id: r.id,
      productName: r.product_name,
      brandName: r.brand_name,
      colour: r.color_name,
      size: r.size,
      quantity: Number(r.quantity),
      unitPrice: Number(r.unit_price),
      lineTotal: Number(r.line_total),
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
      subtotal: Number(o.subtotal),
      tax: Number(o.tax),
      shipping: Number(o.shipping),
      total: Number(o.total_amount),
      prescription: prescriptionFlag(lines.map((l) => l.lens)),
      lines,
    };
  });
}

/**
 * Records that an admin checked one line's prescription: who (the database's own idea of the
 * caller, auth.uid()) and when. Only once, only for a line that takes a prescription, and not on
 * a cancelled order. RLS lets admins update just these two columns; two admins at once: the
 * second one's update finds the row verified and is refused.
 */
export async function verifyPrescription(db: Db, caller: Caller, input: PrescriptionVerifyInput): Promise<ActionResult> {
  const parsed = prescriptionVerifySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const { orderItemId } = parsed.data;
  try {
    return await db.run(caller, async (tx): Promise<ActionResult> => {
      await assertAdmin(tx, "prescriptions");
      const done = await tx.query(
        `update public.order_lens l set verified_at = now(), verified_by = (select auth.uid())
         from public.orders o
         where l.order_item_id = $1 and o.id = l.order_id and o.status <> 'cancelled'
           and l.prescription_source is not null and l.verified_at is null
         returning l.order_item_id`,
        [orderItemId],
      );
      if (done.length) return { ok: true };
      // Nothing changed: say why.
      const [line] = await tx.query<{ prescription_source: string | null; verified_at: unknown; status: string }>(
        `select l.prescription_source, l.verified_at, o.status
         from public.order_lens l join public.orders o on o.id = l.order_id where l.order_item_id = $1`,
        [orderItemId],
      );
      if (!line) return { ok: false, error: ORDER_ADMIN_ERRORS.unknownLine };
      if (line.prescription_source === null) return { ok: false, error: ORDER_ADMIN_ERRORS.noPrescription };
      if (line.verified_at !== null) return { ok: false, error: ORDER_ADMIN_ERRORS.alreadyVerified };
      return { ok: false, error: ORDER_ADMIN_ERRORS.cancelled };
    });
  } catch (err) {
    if (err instanceof NotAdminError) return { ok: false, error: NOT_ADMIN };
    console.error("analytics: verify prescription failed", (err as Error)?.message);
    return { ok: false, error: ORDER_ADMIN_COPY.verifyFailed };
  }
}
