"use server";

import { revalidatePath } from "next/cache";
import { adminCaller, refusal } from "@/lib/admin/guard";
import { markSubmissionHandled, setOrderStatus, type ActionResult } from "@/lib/analytics";
import { verifyPrescription } from "@/lib/analytics/order-detail";
import type { RxEvidenceInput } from "@/lib/validations/rx-evidence";
import { expireCatalog } from "@/lib/catalog";
import { getDb } from "@/lib/db";
import { scheduleMailDelivery } from "@/lib/mail";
import {
  orderStatusSchema,
  prescriptionVerifySchema,
  submissionHandledSchema,
  type OrderStatusInput,
} from "@/lib/validations/analytics";

// Each action checks the admin role itself, validates its input with the shared schema, and
// leaves the database work (which checks the role again, under RLS) to lib/analytics.

const PATH = "/brampton/analytics";
/**
 * Every opened order (the route's pattern). The order page is dynamic and OrderControls
 * refreshes the router itself, so only the verification, which lives on that page, names it.
 */
const ORDER_PAGES = "/brampton/analytics/orders/[orderNumber]";

export async function setOrderStatusAction(input: OrderStatusInput): Promise<ActionResult> {
  const caller = await adminCaller("orders");
  if (!caller) return { ok: false, error: await refusal() };
  const parsed = orderStatusSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const result = await setOrderStatus(await getDb(), caller, parsed.data);
  if (result.ok) {
    // A cancellation puts stock back: the shop must show it.
    if (parsed.data.status === "cancelled") expireCatalog();
    // Ready, delivered and cancelled queued the customer's e-mail with the change: send it now.
    scheduleMailDelivery();
    revalidatePath(PATH);
  }
  return result;
}

/** "Prescription verified" on an opened order: records which admin checked it, and when. */
/** `evidence`: the issue date, "Prescribed by" and "Patient's name", for a line that lacks them (rxEvidenceSchema). */
export async function verifyPrescriptionAction(orderItemId: string, evidence?: Partial<RxEvidenceInput>): Promise<ActionResult> {
  const caller = await adminCaller("prescriptions");
  if (!caller) return { ok: false, error: await refusal() };
  const parsed = prescriptionVerifySchema.safeParse(evidence === undefined ? { orderItemId } : { orderItemId, evidence });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const result = await verifyPrescription(await getDb(), caller, parsed.data);
  if (result.ok) {
    // The order's page shows who verified; the tab's badge may change or go.
    revalidatePath(ORDER_PAGES, "page");
    revalidatePath(PATH);
  }
  return result;
}

export async function markSubmissionHandledAction(submissionId: string): Promise<ActionResult> {
  const caller = await adminCaller(["analytics", "analytics.contact"]);
  if (!caller) return { ok: false, error: await refusal() };
  const parsed = submissionHandledSchema.safeParse({ submissionId });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const result = await markSubmissionHandled(await getDb(), caller, parsed.data);
  if (result.ok) revalidatePath(PATH);
  return result;
}
