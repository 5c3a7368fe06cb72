/**
 * The calendar side of every appointment message — booked, moved, cancelled by the patient or
 * by the clinic — written once: one VEVENT per person, whose UID (the booking's id) never
 * changes, so a later message updates or removes the same calendar entry.
 */
import { BRAND } from "@/content/brand";
import { fullAddress } from "@/lib/clinics/format";
import type { Clinic } from "@/lib/clinics/types";
import { CLINIC_TIME_ZONE, isServiceType } from "@/content/schedule";
import type { MailAttachment } from "@/lib/mail/types";
import { buildIcs, type IcsEvent } from "./ics";
import { bookingWords, type BookingWords } from "./messages";

export type AppointmentRef = { id: string; name: string; serviceType: string; clinic: Clinic; start: Date; end: Date };

/** A change's SEQUENCE: above the booking's 0 and above any earlier change (seconds since late 2023). */
export const changeSequence = (now = Date.now()) => Math.floor(now / 1000) - 1_700_000_000;

export function appointmentEvent(a: AppointmentRef, description: string, opts: { url?: string; sequence?: number; words?: BookingWords } = {}): IcsEvent {
  const words = opts.words ?? bookingWords("en");
  const service = isServiceType(a.serviceType) ? words.service(a.serviceType) : a.serviceType;
  return {
    uid: `${a.id}@brightview.example.com`,
    start: a.start,
    end: a.end,
    sequence: opts.sequence ?? 0,
    summary: words.mail("icsSummary", { service, name: a.name, brand: BRAND.name }),
    description,
    location: `${a.clinic.name}, ${fullAddress(a.clinic)}`,
    url: opts.url,
  };
}

/** The .ics attachment every appointment e-mail carries. */
export function appointmentIcs(method: "PUBLISH" | "CANCEL", events: IcsEvent[]): MailAttachment {
  return {
    filename: "brightview-appointment.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildIcs({ method, timeZone: CLINIC_TIME_ZONE, events }),
  };
}
