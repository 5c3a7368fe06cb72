/**
 * The schedule page's writes. Each validates with the form's schema and the rest of the
 * schedule, and runs through `change` (./change.ts): one transaction as the admin, recorded, and
 * held back while it would take away booked times the admin has not answered for.
 */

import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { assertAdmin } from "@/lib/admin/assert";
import { zonedDate } from "@/lib/booking/zoned-time";
import type { Caller, Db, Tx } from "@/lib/db/types";
import {
  bookingRulesSchema,
  waitlistRulesSchema,
  textRulesSchema,
  closureSchema,
  clinicHoursSchema,
  deleteEntrySchema,
  holidaySchema,
  SCHEDULE_MESSAGES as M,
  shiftSchema,
  staffSchema,
  timeField,
} from "@/lib/validations/schedule";
import { change, FieldError, type ScheduleResult } from "./change";
import { clockText } from "./days";
import { loadScheduleData } from "./load";
import type { ScheduleData } from "./types";

export { AFFECTED_MESSAGE, type AffectedAppointment, type ScheduleResult } from "./change";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const firstIssue = (issues: { path: PropertyKey[]; message: string }[]) => ({ ok: false as const, error: issues[0].message, field: issues[0].path.map(String).join(".") });
const minutes = (v: string) => timeField().parse(v);

async function assertClinic(tx: Tx, id: string, field = "clinicId") {
  const [row] = await tx.query("select 1 from public.clinics where id = $1", [id]);
  if (!row) throw new FieldError(field, M.clinic);
}

export async function saveClinicHours(db: Db, caller: Caller, input: unknown): Promise<ScheduleResult> {
  const parsed = clinicHoursSchema.safeParse(input);
  if (!parsed.success) return firstIssue(parsed.error.issues);
  const h = parsed.data;
  if (new Set(h.days.map((d) => d.weekday)).size !== 7) return { ok: false, error: M.day, field: "days" };
  const days = h.days.map((d) => ({ weekday: d.weekday, opens: d.closed ? null : minutes(d.open), closes: d.closed ? null : minutes(d.close) }));
  return change(db, caller, "clinic hours", { clinic: h.clinicId, days }, h.confirm, async (tx, by) => {
    await assertClinic(tx, h.clinicId);
    for (const d of days) {
      await tx.query(
        `insert into public.clinic_hours (clinic_id, weekday, opens, closes) values ($1, $2, $3, $4)
         on conflict (clinic_id, weekday) do update set opens = excluded.opens, closes = excluded.closes`,
        [h.clinicId, d.weekday, d.opens, d.closes],
      );
    }
    await tx.query("update public.clinics set updated_at = now(), updated_by = $2 where id = $1", [h.clinicId, by]);
  });
}

export async function saveStaff(db: Db, caller: Caller, input: unknown): Promise<ScheduleResult> {
  const parsed = staffSchema.safeParse(input);
  if (!parsed.success) return firstIssue(parsed.error.issues);
  const s = parsed.data;
  // Opticians dispense glasses: never booked for an exam, so they list no services.
  const services = s.role === "optician" ? [] : [...new Set(s.services)];
  const languages = [...new Set(s.languages)];
  return change(db, caller, s.id ? "edit staff" : "add staff", { name: s.name, role: s.role, active: s.active }, s.confirm, async (tx, by) => {
    if (s.id) {
      const done = await tx.query(
        `update public.staff set name = $2, title = $3, role = $4, registration_number = $5, languages = $6, services = $7, bio = $8, active = $9,
                updated_at = now(), updated_by = $10 where id = $1 returning id`,
        [s.id, s.name, s.title, s.role, s.registrationNumber, languages, services, s.bio, s.active, by],
      );
      if (!done.length) throw new FieldError("id", M.notFound);
    } else {
      await tx.query(
        `insert into public.staff (name, title, role, registration_number, languages, services, bio, active, position, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, (select coalesce(max(position), 0) + 1 from public.staff), $9)`,
        [s.name, s.title, s.role, s.registrationNumber, languages, services, s.bio, s.active, by],
      );
    }
  });
}

export async function saveShift(db: Db, caller: Caller, input: unknown): Promise<ScheduleResult> {
  const parsed = shiftSchema.safeParse(input);
  if (!parsed.success) return firstIssue(parsed.error.issues);
  const s = parsed.data;
  const start = minutes(s.start);
  const end = minutes(s.end);
  return change(db, caller, s.id ? "edit shift" : "add shift", { staff: s.staffId, clinic: s.clinicId, weekday: s.weekday, start, end, firstDate: s.firstDate, lastDate: s.lastDate }, s.confirm, async (tx, by) => {
    await assertClinic(tx, s.clinicId);
    const [person] = await tx.query<{ role: string }>("select role from public.staff where id = $1", [s.staffId]);
    if (!person) throw new FieldError("staffId", M.optometrist);
    const [hours] = await tx.query<{ opens: number | null; closes: number | null }>("select opens, closes from public.clinic_hours where clinic_id = $1 and weekday = $2", [s.clinicId, s.weekday]);
    const day = DAY_NAMES[s.weekday];
    if (!hours || hours.opens === null || hours.closes === null) throw new FieldError("weekday", M.clinicClosed(day));
    if (start < hours.opens || end > hours.closes) throw new FieldError("start", M.insideHours(day, `${clockText(hours.opens)} – ${clockText(hours.closes)}`));
    // A person is in one place at a time: no other block of theirs that day overlaps, at any clinic, in overlapping date ranges.
    const [other] = await tx.query<{ clinic_name: string; starts: number; ends: number }>(
      `select (select short_name from public.clinics c where c.id = clinic_id) as clinic_name, starts, ends from public.staff_shifts
       where staff_id = $1 and weekday = $2 and id is distinct from nullif($3, '')::uuid and starts < $5 and $4 < ends
         and coalesce(first_date, '-infinity'::date) <= coalesce(nullif($7, '')::date, 'infinity'::date)
         and coalesce(nullif($6, '')::date, '-infinity'::date) <= coalesce(last_date, 'infinity'::date)
       limit 1`,
      [s.staffId, s.weekday, s.id, start, end, s.firstDate, s.lastDate],
    );
    if (other) throw new FieldError("start", M.overlap(`${day} ${clockText(other.starts)} – ${clockText(other.ends)} at ${other.clinic_name}`));
    const values = [s.staffId, s.clinicId, s.weekday, start, end, s.firstDate || null, s.lastDate || null, by];
    if (s.id) {
      const done = await tx.query(
        "update public.staff_shifts set staff_id = $2, clinic_id = $3, weekday = $4, starts = $5, ends = $6, first_date = $7, last_date = $8, updated_by = $9 where id = $1 returning id",
        [s.id, ...values],
      );
      if (!done.length) throw new FieldError("id", M.notFound);
    } else {
      await tx.query("insert into public.staff_shifts (staff_id, clinic_id, weekday, starts, ends, first_date, last_date, updated_by) values ($1, $2, $3, $4, $5, $6, $7, $8)", values);
    }
  });
}

export async function saveClosure(db: Db, caller: Caller, input: unknown): Promise<ScheduleResult> {
  const parsed = closureSchema.safeParse(input);
  if (!parsed.success) return firstIssue(parsed.error.issues);
  const c = parsed.data;
  const opens = c.closedAllDay ? null : minutes(c.open);
  const closes = c.closedAllDay ? null : minutes(c.close);
  return change(db, caller, c.staffId ? "add time off" : "add closure", { clinic: c.clinicId, staff: c.staffId || null, from: c.from, to: c.to, opens, closes, note: c.note }, c.confirm, async (tx, by) => {
    if (c.clinicId !== "all") await assertClinic(tx, c.clinicId);
    if (c.staffId) {
      const [person] = await tx.query("select 1 from public.staff where id = $1", [c.staffId]);
      if (!person) throw new FieldError("staffId", M.optometrist);
    }
    await tx.query(
      "insert into public.closures (clinic_id, staff_id, first_date, last_date, opens, closes, note, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8)",
      [c.clinicId === "all" || c.staffId ? null : c.clinicId, c.staffId || null, c.from, c.to, opens, closes, c.note, by],
    );
  });
}

export async function setHolidayOpening(db: Db, caller: Caller, input: unknown): Promise<ScheduleResult> {
  const parsed = holidaySchema.safeParse(input);
  if (!parsed.success) return firstIssue(parsed.error.issues);
  const h = parsed.data;
  return change(db, caller, h.open ? "open on holiday" : "close on holiday", { clinic: h.clinicId, date: h.date }, h.confirm, async (tx, by) => {
    await assertClinic(tx, h.clinicId);
    if (h.open) {
      await tx.query("insert into public.holiday_openings (clinic_id, holiday, created_by) values ($1, $2, $3) on conflict do nothing", [h.clinicId, h.date, by]);
    } else {
      await tx.query("delete from public.holiday_openings where clinic_id = $1 and holiday = $2", [h.clinicId, h.date]);
    }
  });
}

export async function saveBookingRules(db: Db, caller: Caller, input: unknown): Promise<ScheduleResult> {
  const parsed = bookingRulesSchema.safeParse(input);
  if (!parsed.success) return firstIssue(parsed.error.issues);
  const r = parsed.data;
  return change(db, caller, "booking rules", r, r.confirm, async (tx, by) => {
    await tx.query("update public.booking_rules set lead_minutes = $1, horizon_days = $2, step_minutes = $3, updated_at = now(), updated_by = $4", [
      r.leadMinutes,
      r.horizonDays,
      r.stepMinutes,
      by,
    ]);
    for (const s of r.services) {
      await tx.query("update public.service_lengths set minutes = $2, updated_at = now(), updated_by = $3 where service = $1", [s.service, s.minutes, by]);
    }
    for (const [i, c] of r.rooms.entries()) {
      const done = await tx.query("update public.clinics set rooms = $2, updated_at = now(), updated_by = $3 where id = $1 returning id", [c.clinicId, c.rooms, by]);
      if (!done.length) throw new FieldError(`rooms.${i}.rooms`, M.clinic);
    }
  });
}

/** The "Waitlist" section of the booking rules: batch size and hold (frees nothing, so no visit is affected). */
export async function saveWaitlistRules(db: Db, caller: Caller, input: unknown): Promise<ScheduleResult> {
  const parsed = waitlistRulesSchema.safeParse(input);
  if (!parsed.success) return firstIssue(parsed.error.issues);
  const r = parsed.data;
  return change(db, caller, "waitlist rules", r, undefined, async (tx, by) => {
    await tx.query("update public.booking_rules set waitlist_batch = $1, waitlist_hold_minutes = $2, updated_at = now(), updated_by = $3", [r.batchSize, r.holdMinutes, by]);
  });
}

/** The "Texts" section (issue 54): quiet hours, the Owner's (each send decides against them as they stand then). */
export async function saveTextRules(db: Db, caller: Caller, input: unknown): Promise<ScheduleResult> {
  const parsed = textRulesSchema.safeParse(input);
  if (!parsed.success) return firstIssue(parsed.error.issues);
  const r = parsed.data;
  return change(db, caller, "text rules", r, undefined, async (tx, by) => {
    await assertAdmin(tx);
    await tx.query("update public.booking_rules set quiet_from = $1, quiet_until = $2, updated_at = now(), updated_by = $3", [r.quietFrom % 1440, r.quietUntil % 1440, by]);
  });
}

export async function deleteScheduleEntry(db: Db, caller: Caller, input: unknown): Promise<ScheduleResult> {
  const parsed = deleteEntrySchema.safeParse(input);
  if (!parsed.success) return firstIssue(parsed.error.issues);
  const d = parsed.data;
  return change(db, caller, `delete ${d.kind}`, { id: d.id }, d.confirm, async (tx) => {
    const done = await tx.query(`delete from public.${d.kind === "shift" ? "staff_shifts" : "closures"} where id = $1 returning id`, [d.id]);
    if (!done.length) throw new FieldError("id", M.notFound);
  });
}

export type ScheduleChange = { at: string; actor: string; what: string };
export type ScheduleAdminView = { data: ScheduleData; history: ScheduleChange[] };

/** What the schedule page shows: the data from today on (closures that have not ended) and the latest changes. */
export async function loadScheduleAdmin(db: Db, caller: Caller): Promise<ScheduleAdminView> {
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, ["clinic", "shifts", "shifts.own"]);
    const data = await loadScheduleData(tx, zonedDate(new Date(), CLINIC_TIME_ZONE));
    const history = await tx.query<{ at: Date; actor: string; what: string }>("select at, actor, what from public.schedule_changes order by at desc, id desc limit 20");
    return {
      data,
      history: history.map((h) => ({ at: new Date(h.at).toISOString(), actor: h.actor, what: h.what })),
    };
  });
}
