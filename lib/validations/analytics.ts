import { rxEvidencePartSchema } from "@/lib/validations/rx-evidence";
import { z } from "@/lib/validations/z";

export const ORDER_STATUSES = ["pending", "confirmed", "ready", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  ready: "Ready",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** Forward one step at a time, or cancel anything not yet delivered. Delivered and cancelled are final. */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["ready", "cancelled"],
  ready: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return Object.hasOwn(NEXT, from) ? NEXT[from] : [];
}

export function canMove(from: string, to: string): boolean {
  return (ORDER_STATUSES as readonly string[]).includes(from) && nextStatuses(from as OrderStatus).includes(to as OrderStatus);
}

export const orderStatusSchema = z.object({
  orderId: z.uuid("Unknown order"),
  status: z.enum(ORDER_STATUSES, { message: "Unknown order status" }),
});
export const submissionHandledSchema = z.object({ submissionId: z.uuid("Unknown form submission") });
/** One lens line of an order (order_lens is keyed by its order_items row). */
/** `evidence`: the issue date, "Prescribed by" and "Patient's name", needed unless the line already has them (an entered prescription). */
export const prescriptionVerifySchema = z.object({ orderItemId: z.uuid("Unknown order line"), evidence: z.optional(rxEvidencePartSchema) });
/** An order's number as the database makes it (ORD-, then digits): anything else opens nothing. */
export const orderNumberSchema = z.string().check(z.regex(/^ORD-[0-9]{1,30}$/, "Unknown order"));

export type OrderStatusInput = z.input<typeof orderStatusSchema>;
export type PrescriptionVerifyInput = z.input<typeof prescriptionVerifySchema>;
