import { LOCALES } from "@/content/i18n/locales";
import { SERVICE_TYPES } from "@/content/schedule";
import { SPOKEN_LANGUAGE_CODES } from "@/content/staff-languages";
import { WAITLIST_ADMIN_COPY, WAITLIST_TIMES } from "@/content/waitlist";
import { isCalendarDate, isLocationChoice, todayInToronto } from "@/lib/validations/booking-choices";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

/** The waitlist form's messages, in the page's language (the form's translator, or the server's from the same catalogue). */
export type WaitlistMessages = { error: (key: WaitlistErrorKey, values?: Record<string, string | number>) => string; field: (key: "firstName" | "lastName" | "email" | "phone") => string };
export type WaitlistErrorKey = "required" | "unusual" | "tooLong" | "email" | "phone" | "service" | "clinic" | "optometrist" | "language" | "date" | "pastDate" | "latestBeforeEarliest" | "dateOfBirth";

/** "Join the waitlist": one schema for the dialog and its action (the server adds the booking horizon). */
export function makeWaitlistSchema(m: WaitlistMessages) {
  const text = (field: "firstName" | "lastName" | "email" | "phone", max: number) => {
    const label = m.field(field);
    return z.string().check(...plainText(label, {}, m.error("unusual", { label })), z.minLength(1, m.error("required", { label })), z.maxLength(max, m.error("tooLong")));
  };
  const day = z.string().check(z.refine((v) => isCalendarDate(v), m.error("date")));
  return z
    .strictObject({
      firstName: text("firstName", 80),
      lastName: text("lastName", 80),
      email: text("email", 254).check(z.email(m.error("email"))),
      phone: text("phone", 30).check(z.regex(/^[+()0-9 .-]{7,30}$/, m.error("phone"))),
      dateOfBirth: z._default(z.string().check(z.trim(), z.refine((v) => v === "" || (isCalendarDate(v) && v >= "1900-01-01" && v <= todayInToronto()), m.error("dateOfBirth"))), ""),
      serviceType: z.enum(SERVICE_TYPES, { message: m.error("service") }),
      /** One clinic's id or "either". */
      location: z.string(m.error("clinic")).check(z.refine(isLocationChoice, m.error("clinic"))),
      optometrist: z._default(z.union([z.literal(""), z.uuid(m.error("optometrist"))], { message: m.error("optometrist") }), ""),
      language: z._default(z.union([z.literal(""), z.enum(SPOKEN_LANGUAGE_CODES)], { message: m.error("language") }), ""),
      earliest: day,
      latest: day,
      times: z._default(z.array(z.enum(WAITLIST_TIMES)).check(z.maxLength(WAITLIST_TIMES.length)), []),
      /** Issue 54: offers by text too, to the phone when it is a mobile number (ticked unless unticked). */
      textAppointments: z._default(z.boolean(), true),
      locale: z._default(z.enum(LOCALES), "en"),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (isCalendarDate(v.earliest) && v.earliest < todayInToronto()) ctx.addIssue({ code: "custom", path: ["earliest"], message: m.error("pastDate") });
        if (isCalendarDate(v.earliest) && isCalendarDate(v.latest) && v.latest < v.earliest) {
          ctx.addIssue({ code: "custom", path: ["latest"], message: m.error("latestBeforeEarliest") });
        }
      }),
    );
}
type WaitlistSchema = ReturnType<typeof makeWaitlistSchema>;
export type WaitlistInput = z.input<WaitlistSchema>;
export type Waitlist = z.output<WaitlistSchema>;

/** The leave link's token: 32 random bytes, base64url. */
export const waitlistTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** Staff remove an entry with a reason: one schema for the dialog and its action. */
export const removeWaitlistEntrySchema = z.strictObject({
  id: z.uuid(),
  reason: z.string().check(...plainText("Reason", {}, WAITLIST_ADMIN_COPY.reasonError), z.minLength(1, WAITLIST_ADMIN_COPY.reasonError), z.maxLength(300, WAITLIST_ADMIN_COPY.reasonError)),
});
export type RemoveWaitlistEntryInput = z.input<typeof removeWaitlistEntrySchema>;

/** "Book this time": the offer link's token, and which of the times offered to that entry (its own when absent). */
export const bookOfferSchema = z.strictObject({ token: waitlistTokenSchema, offerId: z.optional(z.uuid()), locale: z._default(z.enum(LOCALES), "en") });
export type BookOfferInput = z.input<typeof bookOfferSchema>;

/** "Offer me an earlier time", from the manage page: the manage link and the entry's choices (clinic and service are the booking's). */
export function makeEarlierTimeSchema(m: Pick<WaitlistMessages, "error">) {
  return z.strictObject({
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
    bookingId: z.uuid(),
    optometrist: z._default(z.union([z.literal(""), z.uuid(m.error("optometrist"))], { message: m.error("optometrist") }), ""),
    language: z._default(z.union([z.literal(""), z.enum(SPOKEN_LANGUAGE_CODES)], { message: m.error("language") }), ""),
    earliest: z.string().check(z.refine((v) => isCalendarDate(v), m.error("date"))),
    times: z._default(z.array(z.enum(WAITLIST_TIMES)).check(z.maxLength(WAITLIST_TIMES.length)), []),
    locale: z._default(z.enum(LOCALES), "en"),
  });
}
export type EarlierTimeInput = z.input<ReturnType<typeof makeEarlierTimeSchema>>;
