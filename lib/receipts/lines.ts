import { LENS_COATINGS as COATINGS, LENS_MATERIALS as MATERIALS, LENS_TYPES, type LensCoating, type LensMaterial } from "@/content/lenses";
import { frameLabel } from "@/lib/booking/exam-frames";
import type { TaxLine } from "@/lib/cart/lines";
import type { ReceiptItem, ReceiptLine, ReceiptPrescription, ReceiptTax } from "./types";

/** An order line as the database holds it (order_items with its order_lens and product). */
export type StoredLine = {
  product_name: string;
  brand_name: string | null;
  sku: string | null;
  color_name: string | null;
  size: string | null;
  quantity: number;
  unit_price: string | number;
  line_total: string | number;
  tax_rate: string | number;
  tax_label: string;
  lens_type: "single-vision" | "progressive" | "reading" | null;
  material: LensMaterial | null;
  coatings: LensCoating[] | null;
  lens_price: string | number | null;
  reading_power: string | number | null;
  prescription_source: string | null;
  prescription: StoredGrid | null;
  rx_issued_on: string | null;
  rx_prescribed_by: string | null;
  rx_patient_name: string | null;
  rx_registration?: string | null;
};

type StoredEye = { sph: number | null; cyl: number | null; axis: number | null; add: number | null };
type StoredGrid = { right?: StoredEye; left?: StoredEye; pd?: { single?: number | null; right?: number | null; left?: number | null }; date?: string };

const cents = (v: string | number) => Math.round(Number(v) * 100);
const dollars = (c: number) => c / 100;

const power = (v: number | null | undefined) => (v === null || v === undefined ? "" : `${v > 0 ? "+" : ""}${v.toFixed(2)}`);
const eye = (e: StoredEye | undefined) =>
  e ? { sph: power(e.sph), cyl: power(e.cyl), axis: e.axis === null || e.axis === undefined ? "" : String(e.axis), add: power(e.add) } : null;

/** The prescription behind a line, when its lenses take one. */
export function linePrescription(l: StoredLine): ReceiptPrescription | undefined {
  if (!l.prescription_source) return undefined;
  const grid = l.prescription_source === "entered" ? l.prescription : null;
  const pd = grid?.pd;
  return {
    issuedOn: l.rx_issued_on ?? grid?.date ?? null,
    prescribedBy: l.rx_prescribed_by,
    registration: l.rx_registration ?? null,
    patientName: l.rx_patient_name,
    right: eye(grid?.right),
    left: eye(grid?.left),
    pd: !pd ? null : pd.single != null ? String(pd.single) : pd.right != null && pd.left != null ? `${pd.right} / ${pd.left}` : null,
  };
}

/**
 * One order line as priced items: the frame, then the lenses, their material and each coating
 * at the lens catalogue's prices. The lenses' stored price is what was charged; if the catalogue
 * has moved since, the lens type's item takes the difference so the items still add up.
 */
export function lineItems(l: StoredLine): ReceiptLine {
  const qty = l.quantity;
  const lensCents = l.lens_price === null ? 0 : cents(l.lens_price);
  const frameCents = cents(l.unit_price) - lensCents;
  const frameDetail = [l.color_name && `Colour ${l.color_name}`, l.size && `Size ${l.size}`, l.sku && `SKU ${l.sku}`, qty > 1 && `× ${qty}`]
    .filter(Boolean)
    .join(" · ");
  const items: ReceiptItem[] = [
    { label: frameLabel(l.product_name, l.brand_name), detail: frameDetail || undefined, amount: dollars(frameCents * qty) },
  ];
  if (l.lens_type) {
    const type = LENS_TYPES[l.lens_type];
    const material = l.material ? MATERIALS[l.material] : null;
    const coatings = (l.coatings ?? []).map((c) => COATINGS[c]);
    const listed = (material?.price ?? 0) * 100 + coatings.reduce((s, c) => s + c.price * 100, 0);
    const power = l.reading_power === null ? "" : ` +${Number(l.reading_power).toFixed(2)}`;
    items.push({ label: `${type.name} lenses${power}`, amount: dollars((lensCents - listed) * qty) });
    if (material) items.push({ label: `${material.name} material`, amount: dollars(material.price * 100 * qty) });
    for (const c of coatings) items.push({ label: `${c.name} coating`, amount: dollars(c.price * 100 * qty) });
  }
  return {
    heading: `${frameLabel(l.product_name, l.brand_name)}${l.lens_type ? ` with ${LENS_TYPES[l.lens_type].name.toLowerCase()} lenses` : ", frame only"}`,
    items,
    taxRate: Number(l.tax_rate),
    taxLabel: l.tax_label,
    prescription: linePrescription(l),
  };
}

/** Each tax present as the receipt prints it: "HST 13%" on the taxable subtotal, "HST 0% (prescription eyewear)". */
export function taxLines(rates: readonly TaxLine[]): ReceiptTax[] {
  return rates.map((r) => ({ label: r.label, base: r.base, amount: r.amount }));
}
