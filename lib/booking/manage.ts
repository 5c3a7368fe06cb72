/**
 * The patient's manage link: see the visit, cancel an appointment, or move it to another free
 * time. The link's token is random (256 bits) and only its SHA-256 is stored, so the
 * database never holds a usable link; it stops working once the visit is over.
 */
import { requireClinic } from "@/lib/clinics/load";
import type { ServiceType } from "@/content/schedule";
import { anon, type Db, type Tx } from "@/lib/db/types";
import type { Locale } from "@/content/i18n/locales";
import { getT, inputLocale } from "@/lib/i18n/messages";
import { cancelAppointmentSchema, manageTokenSchema, moveAppointmentSchema, parseSlot } from "@/lib/validations/booking";
import { formatAppointment } from "./format";
import { bookingWords } from "./messages";
import { hashToken, loadCalendar, offered, type OfferedSlot, type ScheduleView } from "./index";
import { queueChangeMail, queueClinicNotice } from "./manage-mail";
import { findSlot, nearestSlots, scheduleView, type ScheduleQuery } from "./slots";

/** The manage page's refusals, in the page's language (messages "manage"). */
export type ManageMessage = "invalid" | "expired" | "notCancellable" | "failed";
export const manageMessage = (locale: Locale, key: ManageMessage) => getT(locale, "manage")(key);

export type ManagedAppointment = {
  id: string;
  name: string;
  serviceType: ServiceType;
  start: string;
  end: string;
  status: string;
  when: string;
  changeable: boolean;
  /** The optometrist's title as shown ("Dr. …, OD"), or null before one was assigned. */
  optometrist: string | null;
};
export type ManagedVisit =
  | { state: "ok"; clinic: string; email: string; appointments: ManagedAppointment[] }
  | { state: "invalid" }
  | { state: "expired" };

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  service_type: ServiceType;
  location: string;
  starts_at: Date | string;
  ends_at: Date | string;
  status: string;
  /** The language the visit was booked in: its e-mails are written in it. */
  language: string;
  optometrist_id: string | null;
  optometrist_chosen: boolean;
  optometrist_title: string | null;
};

async function groupRows(tx: Pick<Tx, "query">, token: string): Promise<Row[]> {
  return tx.query<Row>(
    `select g.*, o.optometrist_id, coalesce(o.optometrist_chosen, false) as optometrist_chosen, o.optometrist_title
     from private.booking_group($1) g left join private.group_optometrists($1) o on o.id = g.id`,
    [hashToken(token)],
  );
}

function toVisit(rows: Row[], now: Date, locale: Locale): ManagedVisit {
  if (rows.length === 0) return { state: "invalid" };
  if (rows.every((r) => new Date(r.ends_at).getTime() <= now.getTime())) return { state: "expired" };
  return {
    state: "ok",
    clinic: rows[0].location,
    email: rows[0].email,
    appointments: rows.map((r) => {
      const start = new Date(r.starts_at);
      const end = new Date(r.ends_at);
      return {
        id: r.id,
        name: `${r.first_name} ${r.last_name}`,
        serviceType: r.service_type,
        start: start.toISOString(),
        end: end.toISOString(),
        status: r.status,
        when: formatAppointment(start, end, locale),
        changeable: r.status !== "cancelled" && start.getTime() > now.getTime(),
        optometrist: r.optometrist_title,
      };
    }),
  };
}

/** The visit behind a manage link, its times written for a page in `locale`. */
export async function loadManagedVisit(db: Db, token: string, now = new Date(), locale: Locale = "en"): Promise<ManagedVisit> {
  if (!manageTokenSchema.safeParse(token).success) return { state: "invalid" };
  return toVisit(await db.run(anon, (tx) => groupRows(tx, token)), now, locale);
}

/** Whether the visit behind the link sends reminders (false for a link that opens nothing). */
export async function getVisitReminders(db: Db, token: string): Promise<boolean> {
  if (!manageTokenSchema.safeParse(token).success) return false;
  const [row] = await db.run(anon, (tx) => tx.query<{ on: boolean | null }>("select private.group_reminders($1) as on", [hashToken(token)]));
  return row?.on ?? false;
}

/** Turns the visit's reminders on or off; null when the link opens nothing. */
export async function setVisitReminders(db: Db, token: string, on: boolean): Promise<boolean | null> {
  if (!manageTokenSchema.safeParse(token).success) return null;
  const [row] = await db.run(anon, (tx) => tx.query<{ on: boolean | null }>("select private.set_reminders($1, $2) as on", [hashToken(token), on]));
  return row?.on ?? null;
}

/** Free times to move one appointment to (its own time counts as free). */
export async function getMoveSchedule(db: Db, token: string, bookingId: string, date: string | undefined, now = new Date(), locale: Locale = "en"): Promise<ScheduleView | null> {
  if (!manageTokenSchema.safeParse(token).success) return null;
  return db.run(anon, async (tx) => {
    const row = (await groupRows(tx, token)).find((r) => r.id === bookingId);
    if (!row) return null;
    const query = await moveQuery(tx, row, now);
    const view = scheduleView(query, date);
    return { days: view.days, date: view.date, slots: view.times.map((s) => offered(s, query.data.clinics, bookingWords(locale))), horizonDays: query.data.rules.horizonDays };
  });
}

async function moveQuery(tx: Pick<Tx, "query">, row: Row, now: Date): Promise<ScheduleQuery> {
  const calendar = await loadCalendar(tx, now);
  const start = new Date(row.starts_at).getTime();
  const end = new Date(row.ends_at).getTime();
  let skipped = false;
  // Its own interval is free for itself: drop one busy entry that matches it exactly.
  const busy = calendar.busy.filter((b) => {
    if (!skipped && b.clinic === row.location && b.start.getTime() === start && b.end.getTime() === end && b.optometrist === row.optometrist_id) return !(skipped = true);
    return true;
  });
  // A patient who chose their optometrist keeps them; otherwise the time is assigned again.
  const optometrist = row.optometrist_chosen && row.optometrist_id ? row.optometrist_id : undefined;
  return { clinics: [row.location], service: row.service_type, people: 1, optometrist, now, busy, data: calendar.data };
}

export type ManageResult = { ok: true; visit: ManagedVisit } | { ok: false; error: string; slots?: OfferedSlot[] };

export async function cancelAppointment(db: Db, input: unknown, opts: { siteUrl: string; clinicInbox: string; now?: Date }): Promise<ManageResult> {
  // The page's language, for what it shows; the e-mails use the booking's own.
  const locale = inputLocale(input);
  const say = (key: ManageMessage) => manageMessage(locale, key);
  const parsed = cancelAppointmentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: say("invalid") };
  const { token, bookingId } = parsed.data;
  const now = opts.now ?? new Date();
  return db.run(anon, async (tx) => {
    const rows = await groupRows(tx, token);
    const row = rows.find((r) => r.id === bookingId);
    if (!row) return { ok: false as const, error: say("invalid") };
    const [{ done }] = await tx.query<{ done: boolean }>("select private.cancel_appointment($1, $2) as done", [hashToken(token), bookingId]);
    if (!done) return { ok: false as const, error: say("notCancellable") };
    const start = new Date(row.starts_at);
    const end = new Date(row.ends_at);
    const clinic = await requireClinic(tx, row.location);
    await queueChangeMail(tx, row, clinic, "cancelled", opts.siteUrl, token, start, end);
    await queueClinicNotice(tx, row, `Cancelled by the patient: ${row.service_type}, ${row.first_name} ${row.last_name}, ${formatAppointment(start, end)}, ${clinic.shortName}`, opts.clinicInbox);
    return { ok: true as const, visit: toVisit(await groupRows(tx, token), now, locale) };
  });
}

/** The wanted time is no longer free (thrown inside the move's transaction, which then rolls back). */
export class Taken extends Error {}

/**
 * The locked part of a move, inside the caller's transaction: the manage page and the waitlist's
 * "Book this time" for an earlier time both move through here. Throws Taken when the time is gone.
 */
export async function moveInTx(
  tx: Tx,
  token: string,
  bookingId: string,
  wanted: { clinic: string; start: Date },
  now: Date,
  locale: Locale,
  opts: { siteUrl: string; clinicInbox: string },
): Promise<ManageResult> {
  const say = (key: ManageMessage) => manageMessage(locale, key);
  const pickTime = getT(locale, "booking.errors")("time");
  const row = (await groupRows(tx, token)).find((r) => r.id === bookingId);
  if (!row) return { ok: false as const, error: say("invalid") };
  if (row.status === "cancelled" || new Date(row.starts_at).getTime() <= now.getTime()) return { ok: false as const, error: say("notCancellable") };
  if (wanted.clinic !== row.location) return { ok: false as const, error: pickTime };
  const query = await moveQuery(tx, row, now);
  const slot = findSlot(query, row.location, wanted.start);
  if (!slot) throw new Taken();
  const [{ room }] = await tx.query<{ room: number | null }>("select private.move_appointment($1, $2, $3, $4, $5, $6) as room", [
    hashToken(token),
    bookingId,
    slot.start.toISOString(),
    slot.end.toISOString(),
    query.data.clinics.find((c) => c.id === row.location)?.rooms ?? 1,
    slot.parts[0].optometrist,
  ]);
  if (room === null) throw new Taken();
  if (room === 0) return { ok: false as const, error: say("notCancellable") };
  const old = formatAppointment(new Date(row.starts_at), new Date(row.ends_at));
  const clinic = query.data.clinics.find((c) => c.id === row.location)!;
  await queueChangeMail(tx, row, clinic, "moved", opts.siteUrl, token, slot.start, slot.end);
  await queueClinicNotice(
    tx,
    row,
    `Moved by the patient: ${row.service_type}, ${row.first_name} ${row.last_name}, now ${formatAppointment(slot.start, slot.end)} (was ${old}), ${clinic.shortName}`,
    opts.clinicInbox,
  );
  return { ok: true as const, visit: toVisit(await groupRows(tx, token), now, locale) };
}

export async function moveAppointment(db: Db, input: unknown, opts: { siteUrl: string; clinicInbox: string; now?: Date }): Promise<ManageResult> {
  const locale = inputLocale(input);
  const say = (key: ManageMessage) => manageMessage(locale, key);
  const pickTime = getT(locale, "booking.errors")("time");
  const parsed = moveAppointmentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues.some((i) => i.path[0] === "slot") ? pickTime : say("invalid") };
  const { token, bookingId } = parsed.data;
  const wanted = parseSlot(parsed.data.slot)!;
  const now = opts.now ?? new Date();
  try {
    return await db.run(anon, (tx) => moveInTx(tx, token, bookingId, wanted, now, locale, opts));
  } catch (err) {
    if (!(err instanceof Taken)) throw err;
    const near = await db.run(anon, async (tx) => {
      const row = (await groupRows(tx, token)).find((r) => r.id === bookingId);
      if (!row) return [];
      const query = await moveQuery(tx, row, now);
      return nearestSlots(query, wanted.start).map((s) => offered(s, query.data.clinics, bookingWords(locale)));
    });
    return { ok: false, error: getT(locale, "booking.errors")("slotTaken"), slots: near };
  }
}
