"use server";

import { revalidatePath } from "next/cache";
import { APPOINTMENTS_COPY } from "@/content/appointments";
import { openOwnAppointment, setOwnReminders } from "@/lib/account/appointments";
import { signedInCaller } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { ownAppointmentSchema, ownRemindersSchema } from "@/lib/validations/booking";

const SIGN_IN = "Please sign in to manage your appointments.";

/**
 * A fresh manage link for one of the account's own appointments: the account then cancels or
 * moves it with the manage link's actions, so the rules and e-mails are the manage page's.
 * The database decides whether it is theirs (booked with the account's confirmed address).
 */
export async function openAppointmentAction(input: unknown): Promise<{ ok: true; token: string } | { ok: false; error: string }> {
  const parsed = ownAppointmentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: APPOINTMENTS_COPY.notYours };
  try {
    const caller = await signedInCaller();
    if (!caller) return { ok: false, error: SIGN_IN };
    const token = await openOwnAppointment(await getDb(), caller, parsed.data.bookingId);
    return token ? { ok: true, token } : { ok: false, error: APPOINTMENTS_COPY.notYours };
  } catch (err) {
    console.error("opening an appointment failed", (err as Error).message);
    return { ok: false, error: APPOINTMENTS_COPY.failed };
  }
}

/** Reminder e-mails on or off for one of the account's own visits. */
export async function setRemindersAction(input: unknown): Promise<{ ok: true; on: boolean } | { ok: false; error: string }> {
  const parsed = ownRemindersSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: APPOINTMENTS_COPY.notYours };
  try {
    const caller = await signedInCaller();
    if (!caller) return { ok: false, error: SIGN_IN };
    const on = await setOwnReminders(await getDb(), caller, parsed.data.bookingId, parsed.data.on);
    if (on === null) return { ok: false, error: APPOINTMENTS_COPY.notYours };
    revalidatePath("/brampton/account");
    return { ok: true, on };
  } catch (err) {
    console.error("reminder setting failed", (err as Error).message);
    return { ok: false, error: APPOINTMENTS_COPY.failed };
  }
}
