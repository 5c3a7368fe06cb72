"use server";

import { revalidatePath } from "next/cache";
import { adminCaller, NOT_ADMIN } from "@/lib/admin/guard";
import { markOrderPaid, markSubmissionHandled, setOrderStatus, type ActionResult } from "@/lib/analytics";
import { expireCatalog } from "@/lib/catalog";
import { getDb } from "@/lib/db";
import type { OrderStatusInput } from "@/lib/validations/analytics";

// Each action checks the admin role itself and validates its input in lib/analytics.

export async function setOrderStatusAction(input: OrderStatusInput): Promise<ActionResult> {
  const caller = await adminCaller();
  if (!caller) return { ok: false, error: NOT_ADMIN };
  const result = await setOrderStatus(await getDb(), caller, input);
  if (result.ok) {
    // A cancellation puts stock back: the shop must show it.
    if (input?.status === "cancelled") expireCatalog();
    revalidatePath("/brampton/analytics");
  }
  return result;
}

export async function markOrderPaidAction(orderId: string): Promise<ActionResult> {
  const caller = await adminCaller();
  if (!caller) return { ok: false, error: NOT_ADMIN };
  const result = await markOrderPaid(await getDb(), caller, { orderId });
  if (result.ok) revalidatePath("/brampton/analytics");
  return result;
}

export async function markSubmissionHandledAction(submissionId: string): Promise<ActionResult> {
  const caller = await adminCaller();
  if (!caller) return { ok: false, error: NOT_ADMIN };
  const result = await markSubmissionHandled(await getDb(), caller, { submissionId });
  if (result.ok) revalidatePath("/brampton/analytics");
  return result;
}
