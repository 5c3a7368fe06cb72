import { randomUUID } from "node:crypto";
import { newLinkToken } from "./link-token";
import { clinicShortName, fullAddress } from "@/lib/clinics/format";
import type { ClinicName } from "@/lib/clinics/types";
import type { Locale } from "@/content/i18n/locales";
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { anon, type Db, type Tx } from "@/lib/db/types";
import { recordBookingConsent } from "@/lib/recall/consent";
import { markRecallBooking } from "@/lib/recall/links";
import { inputLocale } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import {
  availabilityQuerySchema,
  parseSlot,
  slotValue,
  type AvailabilityQuery,
  type Booking,
  type BookingInput,
  type LocationChoice,
  EITHER_CLINIC,
} from "@/lib/validations/booking";
import { formatAppointment, formatTime } from "./format";
import { bookingWords, type BookingWords } from "./messages";
import { queueBookingMail } from "./booking-mail";
import { createVisitForms, formsUrl } from "@/lib/intake/links";
import { toE164 } from "@/lib/sms/phone";
import { loadScheduleData } from "@/lib/schedule/load";
import type { ScheduleData } from "@/lib/schedule/types";
import { findSlot, nearestSlots, scheduleView, type Busy, type ScheduleQuery, type Slot } from "./slots";
import { zonedDate } from "./zoned-time";

export const BOOKINGS_PER_10_MINUTES = 5;

/** An offered time as the browser receives it. */
export type OfferedSlot = { value: string; clinic: string; clinicName: string; start: string; end: string; label: string; people: { start: string; end: string }[] };
/** Free days and one day's times; `horizonDays` is how far ahead the rules look (for "no free times"). */
export type ScheduleView = { days: { date: string; count: number }[]; date: string | null; slots: OfferedSlot[]; horizonDays?: number };

export type { BookedPerson, BookedVisit } from "./visit-types";
import type { BookedPerson, BookedVisit } from "./visit-types";

export type BookingResult =
  | { ok: true; visit: BookedVisit }
  | { ok: false; error: string; reason: "invalid" | "rate-limited" }
  | { ok: false; error: string; reason: "taken"; slots: OfferedSlot[] };

/** The clinics a choice covers: one, or every clinic ("either"), in the schedule's order. */
const clinicsFor = (location: LocationChoice, data: ScheduleData): string[] =>
  (location === EITHER_CLINIC ? data.clinics.map((c) => c.id) : data.clinics.some((c) => c.id === location) ? [location] : []);

export function offered(slot: Slot, clinics: readonly ClinicName[], words: BookingWords = bookingWords("en")): OfferedSlot {
  return {
    value: slotValue(slot.clinic, slot.start),
    clinic: slot.clinic,
    clinicName: clinicShortName(clinics, slot.clinic),
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    label: words.mail("slotLabel", { time: formatTime(slot.start, words.locale), clinic: clinicShortName(clinics, slot.clinic) }),
    people: slot.parts.map((p) => ({ start: p.start.toISOString(), end: p.end.toISOString() })),
  };
}

/** Busy intervals (no patient data) and the schedule's data for the booking window. */
export async function loadCalendar(tx: Pick<Tx, "query">, now: Date): Promise<{ busy: Busy[]; data: ScheduleData }> {
  const data = await loadScheduleData(tx, zonedDate(now, CLINIC_TIME_ZONE));
  // From the start of this week, so "fewest appointments that week" counts the days gone too.
  const from = new Date(now.getTime() - 7 * 86_400_000);
  const to = new Date(now.getTime() + (data.rules.horizonDays + 9) * 86_400_000);
  const busy = await tx.query<{ location: string; room: number; starts_at: Date | string; ends_at: Date | string; optometrist_id: string | null }>(
    "select location, room, starts_at, ends_at, optometrist_id from private.busy_times($1, $2)",
    [from.toISOString(), to.toISOString()],
  );
  return {
    busy: busy.map((b) => ({ clinic: b.location, room: Number(b.room), start: new Date(b.starts_at), end: new Date(b.ends_at), optometrist: b.optometrist_id })),
    data,
  };
}

/** The days with free times and, for the asked (or first) day, its times: earliest first, each labelled with its clinic. */
export async function getSchedule(db: Db, input: AvailabilityQuery, now = new Date()): Promise<ScheduleView> {
  const q = availabilityQuerySchema.parse(input);
  const calendar = await db.run(anon, (tx) => loadCalendar(tx, now));
  const query: ScheduleQuery = {
    clinics: clinicsFor(q.location, calendar.data),
    service: q.serviceType,
    people: q.people,
    optometrist: q.optometrist || undefined,
    language: q.language || undefined,
    now,
    ...calendar,
  };
  const view = scheduleView(query, q.date);
  return { days: view.days, date: view.date, slots: view.times.map((s) => offered(s, calendar.data.clinics, bookingWords(q.locale))), horizonDays: calendar.data.rules.horizonDays };
}

/** The chosen time is no longer free (thrown inside the booking's transaction, which then rolls back). */
export class SlotTaken extends Error {}

export { hashToken, newLinkToken } from "./link-token";
/** The manage link, on the page in the booking's language. */
export const manageUrl = (siteUrl: string, token: string, locale: Locale = "en") =>
  `${siteUrl.replace(/\/$/, "")}${localizedHref(locale, `/brampton/book-exam/manage/${token}`)}`;

/**
 * Books a visit at an offered time: every person of the request, back to back at one clinic,
 * each in a free exam room, or nobody. The database's exclusion constraint settles races;
 * the loser is told the time was taken and gets the nearest free times.
 */
export async function createBooking(
  db: Db,
  input: BookingInput,
  ip: string,
  opts: { clinicInbox: string; siteUrl: string; now?: Date },
  words: BookingWords = bookingWords(inputLocale(input)),
): Promise<BookingResult> {
  const parsed = words.schema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message, reason: "invalid" };
  const b = parsed.data;
  const now = opts.now ?? new Date();
  const chosen = parseSlot(b.slot)!;
  try {
    return await db.run(anon, async (tx) => {
      const [limit] = await tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, 600) as ok", [`booking:${ip}`, BOOKINGS_PER_10_MINUTES]);
      if (!limit.ok) return { ok: false as const, error: words.errors("rateLimited"), reason: "rate-limited" as const };
      return { ok: true as const, visit: await bookVisit(tx, b, now, opts, words) };
    });
  } catch (err) {
    if (!(err instanceof SlotTaken)) throw err;
    const calendar = await db.run(anon, (tx) => loadCalendar(tx, now));
    const near = nearestSlots({ clinics: clinicsFor(b.location, calendar.data), ...wantedOf(b), now, ...calendar }, chosen.start);
    return { ok: false, error: words.errors("slotTaken"), reason: "taken", slots: near.map((s) => offered(s, calendar.data.clinics, words)) };
  }
}

const wantedOf = (b: Booking) => ({ service: b.serviceType, people: 1 + b.family.length, optometrist: b.optometrist || undefined, language: b.language || undefined });

/**
 * The locked part of a booking, inside the caller's transaction: checks the chosen time is still
 * offered and takes it for every person, or throws SlotTaken (the transaction then rolls back).
 * The booking form and the waitlist's "Book this time" both book through here.
 */
export async function bookVisit(
  tx: Tx,
  b: Booking,
  now: Date,
  opts: { clinicInbox: string; siteUrl: string },
  words: BookingWords = bookingWords(b.locale),
): Promise<BookedVisit> {
  const chosen = parseSlot(b.slot)!;
  const people = [{ firstName: b.firstName, lastName: b.lastName, dateOfBirth: b.dateOfBirth }, ...b.family];
  const calendar = await loadCalendar(tx, now);
  const slot = findSlot({ clinics: [chosen.clinic], ...wantedOf(b), now, ...calendar }, chosen.clinic, chosen.start);
  if (!slot) throw new SlotTaken();

  const groupId = randomUUID();
  const { token, hash: tokenHash } = newLinkToken();
  const booked: BookedPerson[] = [];
  for (const [i, person] of people.entries()) {
    const part = slot.parts[i];
    const id = randomUUID();
    const [taken] = await tx.query<{ room: number | null }>("select private.take_appointment($1::jsonb, $2) as room", [
      JSON.stringify({
        id,
        group_id: groupId,
        first_name: person.firstName,
        last_name: person.lastName,
        email: b.email,
        phone: b.phone,
        date_of_birth: person.dateOfBirth || null,
        preferred_date: zonedDate(part.start, CLINIC_TIME_ZONE),
        service_type: b.serviceType,
        location: slot.clinic,
        notes: i === 0 ? b.notes : "",
        starts_at: part.start.toISOString(),
        ends_at: part.end.toISOString(),
        manage_token_hash: tokenHash,
        language: b.locale,
        optometrist_id: part.optometrist,
        optometrist_chosen: Boolean(b.optometrist),
      }),
      calendar.data.clinics.find((c) => c.id === slot.clinic)!.rooms,
    ]);
    if (taken.room === null) throw new SlotTaken();
    const optometrist = calendar.data.staff.find((s) => s.id === part.optometrist)!;
    booked.push({ id, name: `${person.firstName} ${person.lastName}`, start: part.start.toISOString(), end: part.end.toISOString(), optometrist: optometrist.title });
  }
  const heldFrames = b.frames.length
    ? await tx.query<{ name: string; brand: string | null }>("select product_name as name, brand_name as brand from private.hold_frames($1, $2::uuid[])", [groupId, b.frames])
    : [];

  // Each person's intake forms (issue 52), their links in the confirmation.
  const formTokens = await tx.asSystem((q) => createVisitForms(q, booked.map((p) => p.id)));
  const forms = booked.map((p) => ({ name: p.name, url: formsUrl(opts.siteUrl, formTokens.get(p.id)!, b.locale) }));
  const clinic = calendar.data.clinics.find((c) => c.id === slot.clinic)!;
  const visit: BookedVisit = {
    groupId,
    clinic: slot.clinic,
    place: { name: clinic.name, address: fullAddress(clinic) },
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    people: booked,
    when: formatAppointment(slot.start, slot.end, b.locale),
    manageUrl: manageUrl(opts.siteUrl, token, b.locale),
  };
  await tx.query(
    `insert into public.form_submissions (form_type, name, email, phone, message, form_data, language)
     values ('booking', $1, lower($2), $3, $4, $5::jsonb, $6)`,
    [
      `${b.firstName} ${b.lastName}`,
      b.email,
      b.phone,
      b.notes || null,
      JSON.stringify({
        serviceType: b.serviceType,
        location: slot.clinic,
        preferredDate: zonedDate(slot.start, CLINIC_TIME_ZONE),
        appointment: formatAppointment(slot.start, slot.end),
        people: booked.map((p) => `${p.name} (${formatTime(new Date(p.start))}, ${p.optometrist})`).join(", "),
        ...(heldFrames.length ? { frames: heldFrames.map((f) => f.name).join(", ") } : {}),
        ...(b.notes ? { notes: b.notes } : {}),
      }),
      b.locale,
    ],
  );
  if (b.recallConsent) await recordBookingConsent(tx, groupId, words.form("recallConsent"), b.locale);
  // Texts (issue 54): to the phone when it is a mobile number and the box stayed ticked.
  const smsTo = b.textAppointments ? toE164(b.phone) : null;
  if (smsTo) {
    await tx.asSystem(async (q) => {
      await q.query("update public.bookings set sms_to = $2 where group_id = $1", [groupId, smsTo]);
      if (b.textRecall) await q.query("select private.sms_recall_consent_from_booking($1, $2, $3)", [groupId, words.form("textRecall"), b.locale]);
    });
  }
  if (b.recall) await markRecallBooking(tx, b.recall, groupId);
  await queueBookingMail(tx, b, visit, clinic, heldFrames, opts.clinicInbox, words, forms);
  return visit;
}
