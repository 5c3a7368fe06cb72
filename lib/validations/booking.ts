import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";
import { type ClinicId } from "@/content/clinics";
import { MAX_FAMILY_MEMBERS, MAX_HELD_FRAMES, SERVICE_TYPES } from "@/content/schedule";
import { LOCATION_CHOICES, isCalendarDate, todayInToronto } from "@/lib/validations/booking-choices";

export { SERVICE_TYPES };
export { BOOKING_ERROR, LOCATION_CHOICES, SLOT_TAKEN, todayInToronto, type LocationChoice } from "@/lib/validations/booking-choices";
export const LOCATIONS = ["steeles", "goreway"] as const satisfies readonly ClinicId[];

const required = (label: string, max: number) => z.string().check(...plainText(label), z.minLength(1, `${label} is required`), z.maxLength(max));

/** Optional; when given, a real day between 1900 and today. */
const birthDate = z
  ._default(z.optional(z.string().check(z.trim())), "")
  .check(z.refine((v) => v === "" || (isCalendarDate(v) && v >= "1900-01-01" && v <= todayInToronto()), "Please enter a valid date of birth"));

/** A chosen time, as the radio group's value: "<clinic>|<ISO start>". */
export const SLOT_PATTERN = /^(steeles|goreway)\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z)$/;
export const slotValue = (clinic: ClinicId, start: Date | string) => `${clinic}|${typeof start === "string" ? start : start.toISOString()}`;
export function parseSlot(value: string): { clinic: ClinicId; start: Date } | null {
  const m = SLOT_PATTERN.exec(value);
  if (!m) return null;
  const start = new Date(m[2]);
  return Number.isNaN(start.getTime()) ? null : { clinic: m[1] as ClinicId, start };
}

export const familyMemberSchema = z.object({
  firstName: required("First name", 80),
  lastName: required("Last name", 80),
  dateOfBirth: birthDate,
});

/** The booking form, shared by the form and the server action. */
export const bookingSchema = z
  .object({
    firstName: required("First name", 80),
    lastName: required("Last name", 80),
    email: required("Email", 254).check(z.email("Please enter a valid email address")),
    phone: required("Phone", 30).check(z.regex(/^[+()0-9 .-]{7,30}$/, "Please enter a valid phone number")),
    dateOfBirth: birthDate,
    serviceType: z.enum(SERVICE_TYPES, { message: "Please choose a service" }),
    location: z.enum(LOCATION_CHOICES, { message: "Please choose a clinic" }),
    preferredDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date")),
    slot: z.string().check(z.regex(SLOT_PATTERN, "Please choose a time")),
    family: z._default(z.array(familyMemberSchema).check(z.maxLength(MAX_FAMILY_MEMBERS - 1, `At most ${MAX_FAMILY_MEMBERS} people can be booked together`)), []),
    frames: z._default(z.array(z.uuid()).check(z.maxLength(MAX_HELD_FRAMES, `At most ${MAX_HELD_FRAMES} frames can be held for a visit`)), []),
    notes: z._default(z.optional(z.string().check(...plainText("Notes", { multiline: true }), z.maxLength(2000))), ""),
  })
  .check(
    z.superRefine((b, ctx) => {
      if (/^\d{4}-\d{2}-\d{2}$/.test(b.preferredDate) && b.preferredDate < todayInToronto()) {
        ctx.addIssue({ code: "custom", path: ["preferredDate"], message: "Please choose today or a later date" });
      }
      const slot = parseSlot(b.slot);
      if (slot && b.location && b.location !== "either" && slot.clinic !== b.location) {
        ctx.addIssue({ code: "custom", path: ["slot"], message: "Please choose a time" });
      }
      if (new Set(b.frames).size !== b.frames.length) {
        ctx.addIssue({ code: "custom", path: ["frames"], message: "Each frame can be held once" });
      }
    }),
  );

export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;

/** What the availability lookup takes (the form's first answers). */
export const availabilityQuerySchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { message: "Please choose a service" }),
  location: z.enum(LOCATION_CHOICES, { message: "Please choose a clinic" }),
  people: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_FAMILY_MEMBERS)), 1),
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date"))),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

/** The manage page's two changes. */
export const manageTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid"));
export const cancelAppointmentSchema = z.object({ token: manageTokenSchema, bookingId: z.uuid() });
/** Reminders on or off, from the manage link or from the account (one of the account's own appointments). */
export const visitRemindersSchema = z.object({ token: manageTokenSchema, on: z.boolean() });
export const ownRemindersSchema = z.object({ bookingId: z.uuid(), on: z.boolean() });
/** One of the account's own appointments, to change through a fresh manage link. */
export const ownAppointmentSchema = z.object({ bookingId: z.uuid() });
export const moveAppointmentSchema = z.object({ token: manageTokenSchema, bookingId: z.uuid(), slot: z.string().check(z.regex(SLOT_PATTERN, "Please choose a time")) });
