"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { adminCaller, refusal } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { scheduleMailDelivery } from "@/lib/mail";
import { markOrderDispensed } from "@/lib/receipts/dispense";
import { markVisitSeen, recordOrderPayment, type IssueResult } from "@/lib/receipts/issue";
import { recordExamRefund, recordOrderRefund, reopenOrder } from "@/lib/receipts/refund";
import { siteUrlFor } from "@/lib/seo/site-url";
import type { MarkDispensedInput, MarkSeenInput, RecordExamRefundInput, RecordPaymentInput, RecordRefundInput, ReopenOrderInput } from "@/lib/validations/payments";

// Each action checks the admin role itself; lib/receipts validates the input with the form's
// schema and checks the role again in the database before anything is written.

const ORDERS = "/brampton/analytics";
const DAY_SHEET = "/brampton/admin/appointments";

async function issueWith(run: (siteUrl: string) => Promise<IssueResult>, path: string): Promise<IssueResult> {
  const result = await run(siteUrlFor(await headers()) ?? "");
  if (result.ok) {
    // The receipt e-mail was queued with the payment: send it now.
    scheduleMailDelivery();
    revalidatePath(path);
  }
  return result;
}

export async function recordPaymentAction(input: RecordPaymentInput): Promise<IssueResult> {
  const caller = await adminCaller("orders");
  if (!caller) return { ok: false, error: await refusal() };
  return issueWith(async (siteUrl) => recordOrderPayment(await getDb(), caller, input, { siteUrl }), ORDERS);
}

export async function recordRefundAction(input: RecordRefundInput): Promise<IssueResult> {
  const caller = await adminCaller("orders");
  if (!caller) return { ok: false, error: await refusal() };
  return issueWith(async (siteUrl) => recordOrderRefund(await getDb(), caller, input, { siteUrl }), ORDERS);
}

/** "Reopen order" after a full refund, with a reason (issue 45). */
export async function reopenOrderAction(input: ReopenOrderInput): Promise<IssueResult> {
  const caller = await adminCaller("orders");
  if (!caller) return { ok: false, error: await refusal() };
  const result = await reopenOrder(await getDb(), caller, input);
  if (result.ok) revalidatePath(ORDERS);
  return result;
}

/** An exam fee refunded from the day sheet (issue 45). */
export async function recordExamRefundAction(input: RecordExamRefundInput): Promise<IssueResult> {
  const caller = await adminCaller("day-sheet");
  if (!caller) return { ok: false, error: await refusal() };
  return issueWith(async (siteUrl) => recordExamRefund(await getDb(), caller, input, { siteUrl }), DAY_SHEET);
}

/** "Mark dispensed" (issue 45): any role with the orders permission; issues the insurance receipt. */
export async function markDispensedAction(input: MarkDispensedInput): Promise<IssueResult> {
  const caller = await adminCaller("orders");
  if (!caller) return { ok: false, error: await refusal() };
  return issueWith(async (siteUrl) => markOrderDispensed(await getDb(), caller, input, { siteUrl }), ORDERS);
}

export async function markSeenAction(input: MarkSeenInput): Promise<IssueResult> {
  const caller = await adminCaller("day-sheet");
  if (!caller) return { ok: false, error: await refusal() };
  return issueWith(async (siteUrl) => markVisitSeen(await getDb(), caller, input, { siteUrl }), DAY_SHEET);
}
