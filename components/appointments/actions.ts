"use server";

import { revalidatePath } from "next/cache";
import { cancelByClinic, closeDay, reopenDay, type AdminResult, type CloseDayInput } from "@/lib/admin/appointments";
import { adminCaller, refusal } from "@/lib/admin/guard";
import { markNoShow, undoNoShow } from "@/lib/admin/no-show";
import type { NoShowInput } from "@/lib/validations/no-show";
import { getDb } from "@/lib/db";
import { scheduleMailDelivery } from "@/lib/mail";
import { expireSchedule } from "@/lib/schedule";

// Each action checks the admin role itself; lib/admin/appointments validates the input and
// checks the role again in its transaction, under RLS.
const PATH = "/brampton/admin/appointments";
const FAILED = "Failed to update appointments. Please try again.";

async function run(work: (caller: NonNullable<Awaited<ReturnType<typeof adminCaller>>>) => Promise<AdminResult>): Promise<AdminResult> {
  const caller = await adminCaller("day-sheet");
  if (!caller) return { ok: false, error: await refusal() };
  try {
    const result = await work(caller);
    if (result.ok) {
      revalidatePath(PATH);
      // A day closed or reopened here is a closure the public pages show.
      expireSchedule();
    }
    return result;
  } catch (err) {
    console.error("appointments action failed", (err as Error).message);
    return { ok: false, error: FAILED };
  }
}

export async function cancelByClinicAction(bookingId: string): Promise<AdminResult> {
  return run(async (caller) => {
    const result = await cancelByClinic(await getDb(), caller, { bookingId });
    if (result.ok) scheduleMailDelivery();
    return result;
  });
}

export async function closeDayAction(input: CloseDayInput): Promise<AdminResult> {
  return run(async (caller) => closeDay(await getDb(), caller, input));
}

export async function reopenDayAction(input: CloseDayInput): Promise<AdminResult> {
  return run(async (caller) => reopenDay(await getDb(), caller, input));
}

/** "Mark no-show" (issue 53): the figures read it at once, so their page is revalidated too. */
export async function markNoShowAction(input: NoShowInput): Promise<AdminResult> {
  return run(async (caller) => {
    const result = await markNoShow(await getDb(), caller, input);
    if (result.ok) revalidatePath("/brampton/admin/figures");
    return result;
  });
}

export async function undoNoShowAction(input: NoShowInput): Promise<AdminResult> {
  return run(async (caller) => {
    const result = await undoNoShow(await getDb(), caller, input);
    if (result.ok) revalidatePath("/brampton/admin/figures");
    return result;
  });
}
