"use server";

import { headers } from "next/headers";
import { createBooking, getSchedule, type BookedVisit, type OfferedSlot, type ScheduleView } from "@/lib/booking";
import { cancelAppointment, getMoveSchedule, MANAGE_MESSAGES, moveAppointment, setVisitReminders, type ManagedVisit } from "@/lib/booking/manage";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { scheduleMailDelivery } from "@/lib/mail";
import { clientIp } from "@/lib/request";
import { siteUrlFor } from "@/lib/seo/site-url";
import { availabilityQuerySchema, BOOKING_ERROR, manageTokenSchema, visitRemindersSchema, type AvailabilityQuery, type BookingInput } from "@/lib/validations/booking";
import { z } from "@/lib/validations/z";

const SCHEDULE_ERROR = "We could not load free times. Please try again or call us.";

/** Free days and times for the form's service, clinic and number of people. */
export async function loadScheduleAction(query: AvailabilityQuery): Promise<{ ok: true; schedule: ScheduleView } | { ok: false; error: string }> {
  const parsed = availabilityQuerySchema.safeParse(query);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    return { ok: true, schedule: await getSchedule(await getDb(), parsed.data) };
  } catch (err) {
    console.error("schedule failed", (err as Error).message);
    return { ok: false, error: SCHEDULE_ERROR };
  }
}

export async function bookExamAction(
  input: BookingInput,
): Promise<{ ok: true; visit: BookedVisit } | { ok: false; error: string; slots?: OfferedSlot[] }> {
  try {
    const h = await headers();
    // Links in the e-mails: the public origin, else the address this visitor reached.
    const result = await createBooking(await getDb(), input, clientIp(h), { clinicInbox: config().CLINIC_INBOX, siteUrl: siteUrlFor(h) ?? "" });
    if (!result.ok) {
      if (result.reason === "taken") return { ok: false, error: result.error, slots: result.slots };
      return { ok: false, error: result.reason === "invalid" ? `${BOOKING_ERROR} (${result.error})` : result.error };
    }
    scheduleMailDelivery();
    return { ok: true, visit: result.visit };
  } catch (err) {
    console.error("booking failed", (err as Error).message);
    return { ok: false, error: BOOKING_ERROR };
  }
}

const moveScheduleSchema = z.object({ token: manageTokenSchema, bookingId: z.uuid(), date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))) });

/** Free times to move one appointment to; the manage link's token is the authority. */
export async function loadMoveScheduleAction(input: unknown): Promise<{ ok: true; schedule: ScheduleView } | { ok: false; error: string }> {
  const parsed = moveScheduleSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: MANAGE_MESSAGES.invalid };
  try {
    const schedule = await getMoveSchedule(await getDb(), parsed.data.token, parsed.data.bookingId, parsed.data.date);
    return schedule ? { ok: true, schedule } : { ok: false, error: MANAGE_MESSAGES.invalid };
  } catch (err) {
    console.error("move schedule failed", (err as Error).message);
    return { ok: false, error: SCHEDULE_ERROR };
  }
}

type ManageAnswer = { ok: true; visit: ManagedVisit } | { ok: false; error: string; slots?: OfferedSlot[] };
type ManageChange = typeof cancelAppointment | typeof moveAppointment;

/** The manage link's changes: the token in the input is the authority, checked in lib/booking/manage. */
async function changeAppointment(change: ManageChange, input: unknown, what: string): Promise<ManageAnswer> {
  try {
    const result = await change(await getDb(), input, { siteUrl: siteUrlFor(await headers()) ?? "", clinicInbox: config().CLINIC_INBOX });
    if (result.ok) scheduleMailDelivery();
    return result;
  } catch (err) {
    console.error(`${what} failed`, (err as Error).message);
    return { ok: false, error: MANAGE_MESSAGES.failed };
  }
}

export async function cancelAppointmentAction(input: unknown): Promise<ManageAnswer> {
  return changeAppointment(cancelAppointment, input, "cancel");
}

export async function moveAppointmentAction(input: unknown): Promise<ManageAnswer> {
  return changeAppointment(moveAppointment, input, "move");
}

/** Reminders on or off for the visit behind a manage link; the token is the authority. */
export async function setVisitRemindersAction(input: unknown): Promise<{ ok: true; on: boolean } | { ok: false; error: string }> {
  const parsed = visitRemindersSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: MANAGE_MESSAGES.invalid };
  try {
    const on = await setVisitReminders(await getDb(), parsed.data.token, parsed.data.on);
    return on === null ? { ok: false, error: MANAGE_MESSAGES.invalid } : { ok: true, on };
  } catch (err) {
    console.error("reminder setting failed", (err as Error).message);
    return { ok: false, error: MANAGE_MESSAGES.failed };
  }
}
