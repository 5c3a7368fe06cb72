import type { FieldErrors } from "react-hook-form";
import type { AdminProduct } from "@/lib/admin/catalog";
import type { ProductFormValues } from "@/lib/validations/product";

const text = (v: string | null | undefined) => v ?? "";
const num = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** A stored product as the strings and lists the dialog's inputs hold. */
export function toFormValues(p: AdminProduct): ProductFormValues {
  return {
    name: p.name,
    description: text(p.description),
    price: num(p.price),
    sale_price: num(p.sale_price),
    stock_quantity: num(p.stock_quantity),
    sku: text(p.sku),
    frame_material: text(p.frame_material),
    lens_type: text(p.lens_type),
    gender: p.gender as ProductFormValues["gender"],
    brand_id: text(p.brand_id),
    category_id: text(p.category_id),
    colors: p.colors.map((c) => ({ name: c.name, value: c.value })),
    faqs: p.faqs.map((f) => ({ question: f.question, answer: f.answer })),
    size_fit: text(p.size_fit),
    features_technology: text(p.features_technology),
    included_with_order: text(p.included_with_order),
    shipping_returns: text(p.shipping_returns),
    lens_width: num(p.lens_width),
    bridge_width: num(p.bridge_width),
    temple_length: num(p.temple_length),
    is_polarized: p.is_polarized,
    is_active: p.is_active,
    images: [...p.images],
  };
}

/** The first message in react-hook-form's nested error tree. */
export function firstError(errors: FieldErrors<ProductFormValues>): string | undefined {
  const stack: unknown[] = [errors];
  while (stack.length) {
    const e = stack.shift() as Record<string, unknown> | undefined;
    if (!e || typeof e !== "object") continue;
    if (typeof e.message === "string" && e.message) return e.message;
    for (const [k, v] of Object.entries(e)) if (k !== "ref") stack.push(v);
  }
  return undefined;
}
