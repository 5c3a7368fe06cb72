/**
 * The schedule page's forms (/brampton/admin/schedule): one schema per form, shared by the form
 * and its server action. Times are <input type=time> values ("09:00"); the schemas turn them into
 * minutes after midnight and check what one form can check alone. Checks that need the rest of
 * the schedule (a shift inside the clinic's hours, blocks that do not overlap) are in
 * lib/schedule/admin.ts, with messages from SCHEDULE_MESSAGES here.
 */
import { SERVICE_TYPES } from "@/content/schedule";
import { SPOKEN_LANGUAGE_CODES } from "@/content/staff-languages";
import { isCalendarDate } from "@/lib/validations/booking-choices";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

export const SCHEDULE_MESSAGES = {
  time: "Enter a time such as 09:00",
  closeAfterOpen: "Closing time must be after opening time",
  endAfterStart: "The end must be after the start",
  date: "Enter a date",
  rangeOrder: "The last date cannot be before the first",
  rangeLength: "A range can cover at most a year",
  clinic: "Please choose a clinic",
  optometrist: "Please choose a person from the list",
  day: "Please choose a day",
  insideHours: (day: string, hours: string) => `The shift must be inside the clinic's hours on ${day} (${hours})`,
  clinicClosed: (day: string) => `The clinic is closed on ${day}`,
  overlap: (other: string) => `This overlaps another block: ${other}`,
  onStep: (step: number) => `Lengths must be a multiple of the ${step}-minute step`,
  lengthRange: "Between 5 and 480 minutes",
  rooms: "Between 1 and 9 rooms",
  notice: "Between 0 and 10,080 minutes (a week)",
  horizon: "Between 1 and 366 days",
  waitlistBatch: "Between 1 and 20 people",
  waitlistHold: "Between 1 and 240 minutes",
  step: "Choose 5, 10, 15, 20, 30 or 60 minutes",
  notFound: "That entry no longer exists. Reload the page.",
  role: "Please choose a role",
  name: "Enter a name",
  title: "Enter the title as shown, such as Dr. Jane Doe, OD",
} as const;

const M = SCHEDULE_MESSAGES;

/** "09:00" → 540; "" and anything else → the field's message. */
export function timeField(message: string = M.time) {
  return z.pipe(
    z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, message)),
    z.transform((v: string) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5))),
  );
}
const dateField = z.string().check(z.refine(isCalendarDate, M.date));
const optionalDate = z._default(z.optional(z.string().check(z.refine((v) => v === "" || isCalendarDate(v), M.date))), "");
const clinicId = z.string().check(z.regex(/^[a-z][a-z0-9-]{1,39}$/, M.clinic));
const note = (label: string) => z._default(z.optional(z.string().check(...plainText(label), z.maxLength(200, "Keep the note under 200 characters"))), "");

/** Opening and closing times as a pair: each a time, the close after the open (messages beside `open`/`close` under `at`). */
function checkOpenClose(ctx: { addIssue: (issue: { code: "custom"; path: PropertyKey[]; message: string }) => void }, open: string, close: string, at: PropertyKey[] = []) {
  const o = timeField().safeParse(open);
  const c = timeField().safeParse(close);
  if (!o.success) ctx.addIssue({ code: "custom", path: [...at, "open"], message: M.time });
  if (!c.success) ctx.addIssue({ code: "custom", path: [...at, "close"], message: M.time });
  if (o.success && c.success && c.data <= o.data) ctx.addIssue({ code: "custom", path: [...at, "close"], message: M.closeAfterOpen });
}

/** One clinic's week: per weekday closed, or open and close. */
export const clinicHoursSchema = z.object({
  clinicId,
  days: z.array(
    z
      .object({
        weekday: z.number().check(z.int(), z.gte(0), z.lte(6)),
        closed: z.boolean(),
        // A closed day's times are kept for when it opens again, so they are checked too.
        open: z.string().check(z.regex(/^(\d\d:\d\d)?$/, M.time)),
        close: z.string().check(z.regex(/^(\d\d:\d\d)?$/, M.time)),
      })
      .check(
        z.superRefine((d, ctx) => {
          if (!d.closed) checkOpenClose(ctx, d.open, d.close);
        }),
      ),
  ).check(z.minLength(7, M.day), z.maxLength(7, M.day)),
  confirm: z.optional(z.enum(["keep", "cancel"])),
});
export type ClinicHoursInput = z.input<typeof clinicHoursSchema>;

/** An optometrist or optician. */
export const staffSchema = z.object({
  id: z._default(z.optional(z.union([z.literal(""), z.uuid(M.optometrist)])), ""),
  name: z.string().check(...plainText("Name"), z.minLength(1, M.name), z.maxLength(120, "Keep the name under 120 characters")),
  title: z.string().check(...plainText("Title"), z.minLength(1, M.title), z.maxLength(160, "Keep the title under 160 characters")),
  role: z.enum(["optometrist", "optician"], { message: M.role }),
  registrationNumber: z._default(
    z.optional(z.string().check(...plainText("Registration number"), z.maxLength(40, "Keep the registration number under 40 characters"))),
    "",
  ),
  languages: z._default(z.array(z.enum(SPOKEN_LANGUAGE_CODES, { message: "Choose languages from the list" })).check(z.maxLength(20)), []),
  services: z._default(z.array(z.enum(SERVICE_TYPES, { message: "Choose services from the list" })).check(z.maxLength(10)), []),
  bio: z._default(z.optional(z.string().check(...plainText("Bio", { multiline: true }), z.maxLength(1000, "Keep the bio under 1,000 characters"))), ""),
  active: z._default(z.boolean(), true),
  confirm: z.optional(z.enum(["keep", "cancel"])),
});
export type StaffInput = z.input<typeof staffSchema>;

/** One block of one person's week at one clinic. */
export const shiftSchema = z
  .object({
    id: z._default(z.optional(z.union([z.literal(""), z.uuid()])), ""),
    staffId: z.uuid(M.optometrist),
    clinicId,
    weekday: z.coerce.number().check(z.int(M.day), z.gte(0, M.day), z.lte(6, M.day)),
    start: z.string().check(z.regex(/^\d\d:\d\d$/, M.time)),
    end: z.string().check(z.regex(/^\d\d:\d\d$/, M.time)),
    firstDate: optionalDate,
    lastDate: optionalDate,
    confirm: z.optional(z.enum(["keep", "cancel"])),
  })
  .check(
    z.superRefine((s, ctx) => {
      const start = timeField().safeParse(s.start);
      const end = timeField().safeParse(s.end);
      if (!start.success) ctx.addIssue({ code: "custom", path: ["start"], message: M.time });
      if (!end.success) ctx.addIssue({ code: "custom", path: ["end"], message: M.time });
      if (start.success && end.success && end.data <= start.data) ctx.addIssue({ code: "custom", path: ["end"], message: M.endAfterStart });
      if (s.firstDate && s.lastDate && s.lastDate < s.firstDate) ctx.addIssue({ code: "custom", path: ["lastDate"], message: M.rangeOrder });
    }),
  );
export type ShiftInput = z.input<typeof shiftSchema>;

/** A closure or special hours for a clinic, both clinics ("all"), or one person's time off. */
export const closureSchema = z
  .object({
    clinicId: z.union([z.literal("all"), clinicId], { message: M.clinic }),
    staffId: z._default(z.optional(z.union([z.literal(""), z.uuid(M.optometrist)])), ""),
    from: dateField,
    to: dateField,
    closedAllDay: z.boolean(),
    open: z._default(z.optional(z.string().check(z.regex(/^(\d\d:\d\d)?$/, M.time))), ""),
    close: z._default(z.optional(z.string().check(z.regex(/^(\d\d:\d\d)?$/, M.time))), ""),
    note: note("Note"),
    confirm: z.optional(z.enum(["keep", "cancel"])),
  })
  .check(
    z.superRefine((c, ctx) => {
      if (isCalendarDate(c.from) && isCalendarDate(c.to)) {
        if (c.to < c.from) ctx.addIssue({ code: "custom", path: ["to"], message: M.rangeOrder });
        else if ((Date.parse(c.to) - Date.parse(c.from)) / 86_400_000 > 366) ctx.addIssue({ code: "custom", path: ["to"], message: M.rangeLength });
      }
      if (!c.closedAllDay) checkOpenClose(ctx, c.open, c.close);
    }),
  );
export type ClosureInput = z.input<typeof closureSchema>;

/** A statutory holiday opened (or closed again) at one clinic. */
export const holidaySchema = z.object({
  clinicId,
  date: dateField,
  open: z.boolean(),
  confirm: z.optional(z.enum(["keep", "cancel"])),
});
export type HolidayInput = z.input<typeof holidaySchema>;

const whole = (message: string, min: number, max: number) => z.coerce.number().check(z.int(message), z.gte(min, message), z.lte(max, message));

/** Service lengths, rooms per clinic, notice, horizon and the step. */
export const bookingRulesSchema = z
  .object({
    services: z.array(z.object({ service: z.enum(SERVICE_TYPES), minutes: whole(M.lengthRange, 5, 480) })).check(z.maxLength(10)),
    rooms: z.array(z.object({ clinicId, rooms: whole(M.rooms, 1, 9) })).check(z.maxLength(20)),
    leadMinutes: whole(M.notice, 0, 10080),
    horizonDays: whole(M.horizon, 1, 366),
    stepMinutes: z.coerce.number().check(z.refine((v: number) => [5, 10, 15, 20, 30, 60].includes(v), M.step)),
    confirm: z.optional(z.enum(["keep", "cancel"])),
  })
  .check(
    z.superRefine((r, ctx) => {
      r.services.forEach((s, i) => {
        if (Number.isInteger(s.minutes) && s.minutes % r.stepMinutes !== 0) ctx.addIssue({ code: "custom", path: ["services", i, "minutes"], message: M.onStep(r.stepMinutes) });
      });
    }),
  );
export type BookingRulesInput = z.input<typeof bookingRulesSchema>;

export const deleteEntrySchema = z.object({
  kind: z.enum(["shift", "closure"]),
  id: z.uuid(M.notFound),
  confirm: z.optional(z.enum(["keep", "cancel"])),
});
export type DeleteEntryInput = z.input<typeof deleteEntrySchema>;

/** The booking rules' "Waitlist" section: how many are asked at once about a freed time, and how long each batch holds it. */
export const waitlistRulesSchema = z.strictObject({ batchSize: whole(M.waitlistBatch, 1, 20), holdMinutes: whole(M.waitlistHold, 1, 240) });
export type WaitlistRulesInput = z.input<typeof waitlistRulesSchema>;

/** The booking rules' "Texts" section (issue 54): the quiet hours, as clock times (equal: none). */
export const textRulesSchema = z.strictObject({ quietFrom: timeField(M.time), quietUntil: timeField(M.time) });
export type TextRulesInput = z.input<typeof textRulesSchema>;
