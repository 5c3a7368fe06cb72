import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

import { LOCALES } from "@/content/i18n/locales";
import { SPOKEN_LANGUAGE_CODES } from "@/content/staff-languages";
import { MAX_FAMILY_MEMBERS, MAX_HELD_FRAMES, SERVICE_TYPES } from "@/content/schedule";
import { isCalendarDate, isLocationChoice, todayInToronto } from "@/lib/validations/booking-choices";
import { RECALL_TOKEN } from "@/lib/validations/recall";

export { SERVICE_TYPES };
export { EITHER_CLINIC, todayInToronto, type LocationChoice } from "@/lib/validations/booking-choices";

/** A chosen time, as the radio group's value: "<clinic>|<ISO start>" (the clinic must then exist). */
export const SLOT_PATTERN = /^([a-z][a-z0-9-]{1,39})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z)$/;
export const slotValue = (clinic: string, start: Date | string) => `${clinic}|${typeof start === "string" ? start : start.toISOString()}`;
export function parseSlot(value: string): { clinic: string; start: Date } | null {
  const m = SLOT_PATTERN.exec(value);
  if (!m) return null;
  const start = new Date(m[2]);
  return Number.isNaN(start.getTime()) ? null : { clinic: m[1], start };
}

/**
 * The booking form's messages, in the language of the page it was sent from: the form passes
 * next-intl's translator for "booking.errors", the server the same catalogue's (lib/i18n).
 * English words are the spec's.
 */
export type BookingMessages = {
  errors: (key: BookingErrorKey, values?: Record<string, string | number>) => string;
  field: (key: BookingField) => string;
};
export type BookingErrorKey =
  | "required" | "unusual" | "tooLong" | "email" | "phone" | "dateOfBirth" | "service" | "clinic" | "date" | "time" | "pastDate" | "familyMax" | "framesMax" | "frameTwice"
  | "optometrist" | "language";
export type BookingField = "firstName" | "lastName" | "email" | "phone" | "notes";

export function makeBookingSchema(m: BookingMessages) {
  const required = (field: BookingField, max: number) => {
    const label = m.field(field);
    return z.string().check(...plainText(label, {}, m.errors("unusual", { label })), z.minLength(1, m.errors("required", { label })), z.maxLength(max, m.errors("tooLong")));
  };
  /** Optional; when given, a real day between 1900 and today. */
  const birthDate = z
    ._default(z.optional(z.string().check(z.trim())), "")
    .check(z.refine((v) => v === "" || (isCalendarDate(v) && v >= "1900-01-01" && v <= todayInToronto()), m.errors("dateOfBirth")));
  const familyMember = z.object({ firstName: required("firstName", 80), lastName: required("lastName", 80), dateOfBirth: birthDate });
  const notesLabel = m.field("notes");
  const pickTime = m.errors("time");
  return z
    .object({
      firstName: required("firstName", 80),
      lastName: required("lastName", 80),
      email: required("email", 254).check(z.email(m.errors("email"))),
      phone: required("phone", 30).check(z.regex(/^[+()0-9 .-]{7,30}$/, m.errors("phone"))),
      dateOfBirth: birthDate,
      serviceType: z.enum(SERVICE_TYPES, { message: m.errors("service") }),
      /** One clinic's id or "either"; the server answers an id that names no clinic with the same message. */
      location: z.string(m.errors("clinic")).check(z.refine(isLocationChoice, m.errors("clinic"))),
      /** "" is "First available"; otherwise one optometrist's id (the server checks they are bookable). */
      optometrist: z._default(z.union([z.literal(""), z.uuid(m.errors("optometrist"))], { message: m.errors("optometrist") }), ""),
      /** "" is "Any language". */
      language: z._default(z.union([z.literal(""), z.enum(SPOKEN_LANGUAGE_CODES)], { message: m.errors("language") }), ""),
      preferredDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, m.errors("date"))),
      slot: z.string().check(z.regex(SLOT_PATTERN, pickTime)),
      family: z._default(z.array(familyMember).check(z.maxLength(MAX_FAMILY_MEMBERS - 1, m.errors("familyMax", { max: MAX_FAMILY_MEMBERS }))), []),
      frames: z._default(z.array(z.uuid()).check(z.maxLength(MAX_HELD_FRAMES, m.errors("framesMax", { max: MAX_HELD_FRAMES }))), []),
      notes: z._default(z.optional(z.string().check(...plainText(notesLabel, { multiline: true }, m.errors("unusual", { label: notesLabel })), z.maxLength(2000, m.errors("tooLong")))), ""),
      /** "E-mail me when my next eye exam is due": unticked unless the person ticks it (CASL). */
      recallConsent: z._default(z.boolean(), false),
      /** Issue 54: texts about the visit to the phone when it is a mobile (ticked unless unticked), and recall by text (CASL: unticked). */
      textAppointments: z._default(z.boolean(), true),
      textRecall: z._default(z.boolean(), false),
      /** A recall e-mail's "Book my exam" token, when the form was opened from one: the booking counts for the recall. */
      recall: z._default(z.union([z.literal(""), z.string().check(z.regex(RECALL_TOKEN))]), ""),
      /** The language of the page the booking was made on: its e-mails and manage page use it. */
      locale: z._default(z.enum(LOCALES), "en"),
    })
    .check(
      z.superRefine((b, ctx) => {
        if (/^\d{4}-\d{2}-\d{2}$/.test(b.preferredDate) && b.preferredDate < todayInToronto()) {
          ctx.addIssue({ code: "custom", path: ["preferredDate"], message: m.errors("pastDate") });
        }
        const slot = parseSlot(b.slot);
        if (slot && b.location && b.location !== "either" && slot.clinic !== b.location) {
          ctx.addIssue({ code: "custom", path: ["slot"], message: pickTime });
        }
        if (new Set(b.frames).size !== b.frames.length) {
          ctx.addIssue({ code: "custom", path: ["frames"], message: m.errors("frameTwice") });
        }
      }),
    );
}

type BookingSchema = ReturnType<typeof makeBookingSchema>;
export type BookingInput = z.input<BookingSchema>;
export type Booking = z.output<BookingSchema>;

/** What the availability lookup takes (the form's first answers). */
export const availabilityQuerySchema = z.object({
  serviceType: z.enum(SERVICE_TYPES),
  location: z.string().check(z.refine(isLocationChoice)),
  optometrist: z._default(z.union([z.literal(""), z.uuid()]), ""),
  language: z._default(z.union([z.literal(""), z.enum(SPOKEN_LANGUAGE_CODES)]), ""),
  people: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_FAMILY_MEMBERS)), 1),
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  locale: z._default(z.enum(LOCALES), "en"),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

/** The manage page's two changes. */
export const manageTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid"));
/** The manage page's language rides along: its answers are in it (the e-mails use the booking's). */
const pageLocale = z.optional(z.enum(LOCALES));
export const cancelAppointmentSchema = z.object({ token: manageTokenSchema, bookingId: z.uuid(), locale: pageLocale });
/** Reminders on or off, from the manage link or from the account (one of the account's own appointments). */
export const visitRemindersSchema = z.object({ token: manageTokenSchema, on: z.boolean(), locale: pageLocale });
export const ownRemindersSchema = z.object({ bookingId: z.uuid(), on: z.boolean() });
/** One of the account's own appointments, to change through a fresh manage link. */
export const ownAppointmentSchema = z.object({ bookingId: z.uuid() });
export const moveAppointmentSchema = z.object({ token: manageTokenSchema, bookingId: z.uuid(), slot: z.string().check(z.regex(SLOT_PATTERN)), locale: pageLocale });
