"use server";

import { revalidatePath } from "next/cache";
import { adminCaller, refusal } from "@/lib/admin/guard";
import type { Permission } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db";
import { scheduleMailDelivery } from "@/lib/mail";
import { expireSchedule } from "@/lib/schedule";
import {
  deleteScheduleEntry,
  saveBookingRules,
  saveClinicHours,
  saveClosure,
  saveShift,
  saveStaff,
  saveWaitlistRules,
  saveTextRules,
  setHolidayOpening,
  type ScheduleResult,
} from "@/lib/schedule/admin";
import type { BookingRulesInput, ClinicHoursInput, ClosureInput, DeleteEntryInput, HolidayInput, ShiftInput, StaffInput, TextRulesInput, WaitlistRulesInput } from "@/lib/validations/schedule";

const FAILED = "Failed to save the schedule. Please try again.";

// Each action checks the admin role itself; lib/schedule/admin validates with the form's schema
// and checks the role again in its transaction, under RLS. A save expires the cached schedule,
// so the booking page, clinic pages, footer and JSON-LD show it on the next request.
async function run(needs: readonly Permission[], work: (caller: NonNullable<Awaited<ReturnType<typeof adminCaller>>>) => Promise<ScheduleResult>): Promise<ScheduleResult> {
  const caller = await adminCaller(needs);
  if (!caller) return { ok: false, error: await refusal() };
  try {
    const result = await work(caller);
    if (result.ok) {
      expireSchedule();
      revalidatePath("/brampton/admin/schedule");
      revalidatePath("/brampton/admin/appointments");
      if (result.cancelled) scheduleMailDelivery();
    }
    return result;
  } catch (err) {
    console.error("schedule action failed", (err as Error).message);
    return { ok: false, error: FAILED };
  }
}

export async function saveClinicHoursAction(input: ClinicHoursInput): Promise<ScheduleResult> {
  return run(["clinic"], async (caller) => saveClinicHours(await getDb(), caller, input));
}
export async function saveStaffAction(input: StaffInput): Promise<ScheduleResult> {
  return run(["shifts"], async (caller) => saveStaff(await getDb(), caller, input));
}
export async function saveShiftAction(input: ShiftInput): Promise<ScheduleResult> {
  return run(["shifts", "shifts.own"], async (caller) => saveShift(await getDb(), caller, input));
}
export async function saveClosureAction(input: ClosureInput): Promise<ScheduleResult> {
  return run(["clinic"], async (caller) => saveClosure(await getDb(), caller, input));
}
export async function setHolidayOpeningAction(input: HolidayInput): Promise<ScheduleResult> {
  return run(["clinic"], async (caller) => setHolidayOpening(await getDb(), caller, input));
}
export async function saveBookingRulesAction(input: BookingRulesInput): Promise<ScheduleResult> {
  return run(["clinic"], async (caller) => saveBookingRules(await getDb(), caller, input));
}
/** The "Texts" section's quiet hours (issue 54): the Owner's; the database checks again. */
export async function saveTextRulesAction(input: TextRulesInput): Promise<ScheduleResult> {
  return run(["clinic"], async (caller) => saveTextRules(await getDb(), caller, input));
}

export async function saveWaitlistRulesAction(input: WaitlistRulesInput): Promise<ScheduleResult> {
  return run(["clinic"], async (caller) => saveWaitlistRules(await getDb(), caller, input));
}
export async function deleteScheduleEntryAction(input: DeleteEntryInput): Promise<ScheduleResult> {
  return run(["clinic", "shifts", "shifts.own"], async (caller) => deleteScheduleEntry(await getDb(), caller, input));
}
