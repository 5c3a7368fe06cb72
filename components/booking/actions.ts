"use server";

import { headers } from "next/headers";
import { createBooking } from "@/lib/booking";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { scheduleMailDelivery } from "@/lib/mail";
import { clientIp } from "@/lib/request";
import { BOOKING_ERROR, type BookingInput } from "@/lib/validations/booking";

export async function bookExamAction(input: BookingInput): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const result = await createBooking(await getDb(), input, clientIp(await headers()), config().CLINIC_INBOX);
    if (!result.ok) return { ok: false, error: result.reason === "invalid" ? `${BOOKING_ERROR} (${result.error})` : result.error };
    scheduleMailDelivery();
    return { ok: true };
  } catch (err) {
    console.error("booking failed", (err as Error).message);
    return { ok: false, error: BOOKING_ERROR };
  }
}
