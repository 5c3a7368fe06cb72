import { createHash, randomBytes, randomUUID } from "node:crypto";
import { VISIT_PREPARATION } from "@/content/appointments";
import { BRAND, CLINICS, fullAddress, type ClinicId } from "@/content/clinics";
import { BOOKING_HORIZON_DAYS, CLINIC_TIME_ZONE, EXAM_ROOMS, SERVICE_MINUTES, type ServiceType } from "@/content/schedule";
import { anon, type Db, type Tx } from "@/lib/db/types";
import { enqueueMail } from "@/lib/mail/outbox";
import {
  SLOT_TAKEN,
  availabilityQuerySchema,
  bookingSchema,
  parseSlot,
  slotValue,
  type AvailabilityQuery,
  type Booking,
  type BookingInput,
  type LocationChoice,
} from "@/lib/validations/booking";
import { formatAppointment, formatTime } from "./format";
import { appointmentEvent, appointmentIcs } from "./appointment-ics";
import { frameLabel } from "./exam-frames";
import { findSlot, nearestSlots, scheduleView, type Busy, type Closure, type ScheduleQuery, type Slot } from "./slots";
import { zonedDate } from "./zoned-time";

export const BOOKINGS_PER_10_MINUTES = 5;

/** An offered time as the browser receives it. */
export type OfferedSlot = { value: string; clinic: ClinicId; start: string; end: string; label: string; people: { start: string; end: string }[] };
export type ScheduleView = { days: { date: string; count: number }[]; date: string | null; slots: OfferedSlot[] };

export type BookedPerson = { id: string; name: string; start: string; end: string };
export type BookedVisit = { groupId: string; clinic: ClinicId; start: string; end: string; people: BookedPerson[]; when: string; manageUrl: string };

export type BookingResult =
  | { ok: true; visit: BookedVisit }
  | { ok: false; error: string; reason: "invalid" | "rate-limited" }
  | { ok: false; error: string; reason: "taken"; slots: OfferedSlot[] };

const clinicsFor = (location: LocationChoice): ClinicId[] => (location === "either" ? ["steeles", "goreway"] : [location]);

export function offered(slot: Slot): OfferedSlot {
  return {
    value: slotValue(slot.clinic, slot.start),
    clinic: slot.clinic,
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    label: `${formatTime(slot.start)}, ${CLINICS[slot.clinic].shortName}`,
    people: slot.parts.map((p) => ({ start: p.start.toISOString(), end: p.end.toISOString() })),
  };
}

/** Busy intervals (no patient data) and closed days for the booking window. */
export async function loadCalendar(tx: Pick<Tx, "query">, now: Date): Promise<{ busy: Busy[]; closures: Closure[] }> {
  const to = new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 2) * 86_400_000);
  const busy = await tx.query<{ location: ClinicId; room: number; starts_at: Date | string; ends_at: Date | string }>(
    "select location, room, starts_at, ends_at from private.busy_times($1, $2)",
    [now.toISOString(), to.toISOString()],
  );
  const closures = await tx.query<{ location: ClinicId; closed_on: string }>(
    "select location, closed_on::text as closed_on from public.clinic_closures where closed_on >= ($1::timestamptz at time zone 'America/Toronto')::date",
    [now.toISOString()],
  );
  return {
    busy: busy.map((b) => ({ clinic: b.location, room: Number(b.room), start: new Date(b.starts_at), end: new Date(b.ends_at) })),
    closures: closures.map((c) => ({ clinic: c.location, date: c.closed_on })),
  };
}

const durationsFor = (service: ServiceType, people: number) => Array.from({ length: people }, () => SERVICE_MINUTES[service]);

/** The days with free times and, for the asked (or first) day, its times: earliest first, each labelled with its clinic. */
export async function getSchedule(db: Db, input: AvailabilityQuery, now = new Date()): Promise<ScheduleView> {
  const q = availabilityQuerySchema.parse(input);
  const calendar = await db.run(anon, (tx) => loadCalendar(tx, now));
  const query: ScheduleQuery = { clinics: clinicsFor(q.location), durations: durationsFor(q.serviceType, q.people), now, ...calendar };
  const view = scheduleView(query, q.date);
  return { days: view.days, date: view.date, slots: view.times.map(offered) };
}

class SlotTaken extends Error {}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** A new manage link's token (256 random bits) and the hash the database keeps instead of it. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
export const manageUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/$/, "")}/brampton/book-exam/manage/${token}`;

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
): Promise<BookingResult> {
  const parsed = bookingSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message, reason: "invalid" };
  const b = parsed.data;
  const now = opts.now ?? new Date();
  const chosen = parseSlot(b.slot)!;
  const people = [{ firstName: b.firstName, lastName: b.lastName, dateOfBirth: b.dateOfBirth }, ...b.family];
  const durations = durationsFor(b.serviceType, people.length);
  try {
    return await db.run(anon, async (tx) => {
      const [limit] = await tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, 600) as ok", [`booking:${ip}`, BOOKINGS_PER_10_MINUTES]);
      if (!limit.ok) return { ok: false as const, error: "Too many booking requests. Please call us directly.", reason: "rate-limited" as const };
      const calendar = await loadCalendar(tx, now);
      const slot = findSlot({ clinics: [chosen.clinic], durations, now, ...calendar }, chosen.clinic, chosen.start);
      if (!slot) throw new SlotTaken();

      const groupId = randomUUID();
      const { token, hash: tokenHash } = newManageToken();
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
          }),
          EXAM_ROOMS[slot.clinic],
        ]);
        if (taken.room === null) throw new SlotTaken();
        booked.push({ id, name: `${person.firstName} ${person.lastName}`, start: part.start.toISOString(), end: part.end.toISOString() });
      }
      const heldFrames = b.frames.length
        ? await tx.query<{ name: string; brand: string | null }>("select product_name as name, brand_name as brand from private.hold_frames($1, $2::uuid[])", [groupId, b.frames])
        : [];

      const visit: BookedVisit = {
        groupId,
        clinic: slot.clinic,
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        people: booked,
        when: formatAppointment(slot.start, slot.end),
        manageUrl: manageUrl(opts.siteUrl, token),
      };
      await tx.query(
        `insert into public.form_submissions (form_type, name, email, phone, message, form_data)
         values ('booking', $1, lower($2), $3, $4, $5::jsonb)`,
        [
          `${b.firstName} ${b.lastName}`,
          b.email,
          b.phone,
          b.notes || null,
          JSON.stringify({
            serviceType: b.serviceType,
            location: slot.clinic,
            preferredDate: zonedDate(slot.start, CLINIC_TIME_ZONE),
            appointment: visit.when,
            people: booked.map((p) => `${p.name} (${formatTime(new Date(p.start))})`).join(", "),
            ...(heldFrames.length ? { frames: heldFrames.map((f) => f.name).join(", ") } : {}),
            ...(b.notes ? { notes: b.notes } : {}),
          }),
        ],
      );
      await queueBookingMail(tx, b, visit, heldFrames, opts.clinicInbox);
      return { ok: true as const, visit };
    });
  } catch (err) {
    if (!(err instanceof SlotTaken)) throw err;
    const calendar = await db.run(anon, (tx) => loadCalendar(tx, now));
    const near = nearestSlots({ clinics: clinicsFor(b.location), durations, now, ...calendar }, chosen.start);
    return { ok: false, error: SLOT_TAKEN, reason: "taken", slots: near.map(offered) };
  }
}

async function queueBookingMail(tx: Tx, b: Booking, visit: BookedVisit, frames: { name: string; brand: string | null }[], clinicInbox: string) {
  const clinic = CLINICS[visit.clinic];
  const lines = visit.people.map((p) => `- ${p.name}: ${formatAppointment(new Date(p.start), new Date(p.end))}`).join("\n");
  const frameLines = frames.length ? `\n\nFrames we will have ready for you to try:\n${frames.map((f) => `- ${frameLabel(f.name, f.brand)}`).join("\n")}` : "";
  await enqueueMail(tx, {
    kind: "booking-confirmation",
    to: b.email,
    subject: `Your ${b.serviceType} is booked: ${visit.when} — ${BRAND.name}`,
    text: `Hi ${b.firstName},

Thank you for booking with ${BRAND.name}. Your ${b.serviceType} ${visit.people.length > 1 ? "appointments are" : "appointment is"} booked at our ${clinic.shortName} clinic (times are Brampton time, ${CLINIC_TIME_ZONE}):

${lines}

${clinic.name}
${fullAddress(clinic)}
${clinic.phone}${frameLines}

Need to change or cancel? ${visit.manageUrl}

${VISIT_PREPARATION}`,
    attachments: [
      appointmentIcs(
        "PUBLISH",
        visit.people.map((p) =>
          appointmentEvent(
            { id: p.id, name: p.name, serviceType: b.serviceType, clinic: visit.clinic, start: new Date(p.start), end: new Date(p.end) },
            `${b.serviceType} for ${p.name} at ${clinic.name}. Change or cancel: ${visit.manageUrl}. Questions: ${clinic.phone}`,
            { url: visit.manageUrl },
          ),
        ),
      ),
    ],
  });
  await enqueueMail(tx, {
    kind: "booking-notice",
    to: clinicInbox,
    subject: `New booking: ${b.serviceType}, ${clinic.shortName}, ${visit.when}`,
    text: `New booking at ${clinic.name}

Service: ${b.serviceType}
${lines}

Contact: ${b.firstName} ${b.lastName}
Email: ${b.email}
Phone: ${b.phone}
Notes: ${b.notes || "—"}${frameLines.replace("Frames we will have ready for you to try", "Frames to prepare")}`,
  });
}

