"use server";

import { headers } from "next/headers";
import { createBooking, getSchedule, type BookedVisit, type OfferedSlot, type ScheduleView } from "@/lib/booking";
import { cancelAppointment, getMoveSchedule, manageMessage, moveAppointment, setVisitReminders, type ManagedVisit } from "@/lib/booking/manage";
import { LOCALES } from "@/content/i18n/locales";
import { inputLocale } from "@/lib/i18n/messages";
import { bookingWords } from "@/lib/booking/messages";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { scheduleMailDelivery } from "@/lib/mail";
import { clientIp } from "@/lib/request";
import { siteUrlFor } from "@/lib/seo/site-url";
import { availabilityQuerySchema, manageTokenSchema, visitRemindersSchema, type AvailabilityQuery, type BookingInput } from "@/lib/validations/booking";
import { z } from "@/lib/validations/z";
import { adminCaller, NOT_ALLOWED } from "@/lib/admin/guard";
import { PATIENT_FORM_COPY } from "@/content/patients";
import { patientPrefill, type PatientPrefill } from "@/lib/patients/read";
import { isPatientId } from "@/lib/validations/patients";
import { recallBookingPrefill, type RecallPrefill } from "@/lib/recall/links";
import { recallTokenSchema } from "@/lib/validations/recall";
import { signedInCaller } from "@/lib/auth";
import { ohipNextExamDates } from "@/lib/booking/ohip-hint";
import type { OhipHintInput } from "@/lib/validations/ohip-hint";

/** The form's own words for a failure, in the language of the page that asked. */
const scheduleError = (input: unknown) => bookingWords(inputLocale(input)).errors("schedule");

/** Free days and times for the form's service, clinic and number of people. */
export async function loadScheduleAction(query: AvailabilityQuery): Promise<{ ok: true; schedule: ScheduleView } | { ok: false; error: string }> {
  const parsed = availabilityQuerySchema.safeParse(query);
  if (!parsed.success) return { ok: false, error: scheduleError(query) };
  try {
    return { ok: true, schedule: await getSchedule(await getDb(), parsed.data) };
  } catch (err) {
    console.error("schedule failed", (err as Error).message);
    return { ok: false, error: scheduleError(query) };
  }
}

export async function bookExamAction(
  input: BookingInput,
): Promise<{ ok: true; visit: BookedVisit } | { ok: false; error: string; slots?: OfferedSlot[] }> {
  // The booking's words, looked up once: its validation, times, e-mails and calendar file use them.
  const words = bookingWords(inputLocale(input));
  const bookingError = () => words.errors("booking");
  try {
    const h = await headers();
    // Links in the e-mails: the public origin, else the address this visitor reached.
    const result = await createBooking(await getDb(), input, clientIp(h), { clinicInbox: config().CLINIC_INBOX, siteUrl: siteUrlFor(h) ?? "" }, words);
    if (!result.ok) {
      if (result.reason === "taken") return { ok: false, error: result.error, slots: result.slots };
      return { ok: false, error: result.reason === "invalid" ? `${bookingError()} (${result.error})` : result.error };
    }
    scheduleMailDelivery();
    return { ok: true, visit: result.visit };
  } catch (err) {
    console.error("booking failed", (err as Error).message);
    return { ok: false, error: bookingError() };
  }
}

const moveScheduleSchema = z.object({
  token: manageTokenSchema,
  bookingId: z.uuid(),
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  locale: z._default(z.enum(LOCALES), "en"),
});

/** Free times to move one appointment to; the manage link's token is the authority. */
export async function loadMoveScheduleAction(input: unknown): Promise<{ ok: true; schedule: ScheduleView } | { ok: false; error: string }> {
  const parsed = moveScheduleSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: manageMessage(inputLocale(input), "invalid") };
  const { token, bookingId, date, locale } = parsed.data;
  try {
    const schedule = await getMoveSchedule(await getDb(), token, bookingId, date, new Date(), locale);
    return schedule ? { ok: true, schedule } : { ok: false, error: manageMessage(locale, "invalid") };
  } catch (err) {
    console.error("move schedule failed", (err as Error).message);
    return { ok: false, error: scheduleError(input) };
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
    return { ok: false, error: manageMessage(inputLocale(input), "failed") };
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
  const locale = inputLocale(input);
  const parsed = visitRemindersSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: manageMessage(locale, "invalid") };
  try {
    const on = await setVisitReminders(await getDb(), parsed.data.token, parsed.data.on);
    return on === null ? { ok: false, error: manageMessage(locale, "invalid") } : { ok: true, on };
  } catch (err) {
    console.error("reminder setting failed", (err as Error).message);
    return { ok: false, error: manageMessage(locale, "failed") };
  }
}

/** Staff with the `patients` permission: a patient's details for the form their page opened ("Book an appointment"). */
export async function patientPrefillAction(id: unknown): Promise<{ ok: true; patient: PatientPrefill } | { ok: false; error: string }> {
  const caller = await adminCaller("patients");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  if (!isPatientId(id)) return { ok: false, error: PATIENT_FORM_COPY.errors.notFound };
  try {
    const patient = await patientPrefill(await getDb(), caller, id.toLowerCase());
    return patient ? { ok: true, patient } : { ok: false, error: PATIENT_FORM_COPY.errors.notFound };
  } catch (err) {
    console.error("patient prefill failed", (err as Error).message);
    return { ok: false, error: PATIENT_FORM_COPY.errors.notFound };
  }
}

// The form then starts empty; this is said only to the fuzzer and the console.
const RECALL_LINK_GONE = "This reminder's link is not valid or has expired";

/** "Book my exam" from a recall e-mail: the link's token is the authority; an unknown or expired one fills nothing. */
export async function recallPrefillAction(token: unknown): Promise<{ ok: true; patient: RecallPrefill } | { ok: false; error: string }> {
  const parsed = recallTokenSchema.safeParse(token);
  if (!parsed.success) return { ok: false, error: RECALL_LINK_GONE };
  try {
    const patient = await recallBookingPrefill(await getDb(), parsed.data);
    return patient ? { ok: true, patient } : { ok: false, error: RECALL_LINK_GONE };
  } catch (err) {
    console.error("recall prefill failed", (err as Error).message);
    return { ok: false, error: RECALL_LINK_GONE };
  }
}

/**
 * The personal OHIP hint (issue 52): for a signed-in patient, the day OHIP covers the next routine
 * exam of each person the form names who is in their own household and has one marked seen. A
 * visitor, or anyone else named, gets nothing.
 */
export async function ohipDatesAction(input: OhipHintInput): Promise<{ ok: true; dates: (string | null)[] } | { ok: false }> {
  const caller = await signedInCaller();
  if (!caller) return { ok: true, dates: [] };
  try {
    return { ok: true, dates: await ohipNextExamDates(await getDb(), caller, input) };
  } catch (err) {
    console.error("OHIP hint failed", (err as Error).message);
    return { ok: false };
  }
}
