import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_ADMIN } from "@/lib/admin/assert";
import { loadDaySheet } from "@/lib/admin/appointments";
import { createBooking, getSchedule, type OfferedSlot } from "@/lib/booking";
import { zonedDate } from "@/lib/booking/zoned-time";
import type { Caller } from "@/lib/db/types";
import { AFFECTED_MESSAGE, saveClinicHours, saveClosure, saveShift, saveStaff } from "@/lib/schedule/admin";
import type { BookingInput } from "@/lib/validations/booking";
import { backends, createTestDb, type TestDb } from "../support/db";

const OPTS = { clinicInbox: "appointments@brightview.example.com", siteUrl: "https://brightview.example.com" };
const SANDHU = "5b0a51b6-1d3e-4c6b-9f10-000000000001";
const ORTIZ = "5b0a51b6-1d3e-4c6b-9f10-000000000003";
let ipCounter = 0;
const ip = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const input = (slot: OfferedSlot, over: Partial<BookingInput> = {}): BookingInput => ({
  firstName: "Jo", lastName: "Singh", email: "jo@example.com", phone: "905-555-0111", serviceType: "Comprehensive Eye Exam",
  location: slot.clinic, preferredDate: slot.start.slice(0, 10), slot: slot.value, family: [], frames: [], notes: "", ...over,
});
const week = (open: string, close: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: weekday === 0, open, close }));

describe.each(backends)("the clinic's schedule as data on %s", (backend) => {
  let db: TestDb;
  let admin: Caller;
  let customer: Caller;
  const visitor: Caller = { kind: "anon" };
  const sys = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const as = <T extends Record<string, unknown>>(caller: Caller, sql: string, params?: unknown[]) => db.run(caller, (tx) => tx.query<T>(sql, params));

  beforeAll(async () => {
    db = await createTestDb(backend);
    const mk = async (email: string) => (await sys<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email]))[0].id;
    const adminId = await mk("admin@brightview.example.com");
    await sys("select public.assign_admin_role($1)", [adminId]);
    admin = { kind: "user", userId: adminId, email: "admin@brightview.example.com" };
    customer = { kind: "user", userId: await mk("pat@example.com"), email: "pat@example.com" };
  });
  afterAll(async () => db?.drop());

  it("lets anyone read hours, closures, rules and optometrists' public fields; only admins write; history is admins only", async () => {
    for (const caller of [visitor, customer]) {
      expect((await as(caller, "select * from public.clinic_hours")).length).toBe(14);
      expect((await as(caller, "select * from public.booking_rules")).length).toBe(1);
      expect((await as(caller, "select * from public.service_lengths")).length).toBe(4);
      expect((await as(caller, "select * from public.closures")).length).toBeGreaterThanOrEqual(0);
      const staff = await as<{ name: string; registration_number: string }>(caller, "select name, registration_number from public.staff order by position");
      expect(staff.map((s) => s.registration_number)).toEqual(["OD-10432", "OD-11587", "OD-12290", "RO-20981"]);
      // Refused outright (anon has no grant) or matching no row (RLS): nothing changes either way.
      expect(await as(caller, "update public.clinic_hours set opens = 600 where clinic_id = 'steeles' returning 1").catch(() => [])).toEqual([]);
      await expect(as(caller, "insert into public.closures (first_date, last_date) values (current_date, current_date)")).rejects.toThrow();
      await expect(as(caller, "insert into public.staff (name, title) values ('X', 'X')")).rejects.toThrow();
      expect(await as(caller, "select * from public.schedule_changes").catch(() => [])).toEqual([]);
    }
    // Visitors read only the public columns of staff.
    await expect(as(visitor, "select updated_by from public.staff")).rejects.toThrow();
    expect((await as(admin, "select * from public.schedule_changes")).length).toBeGreaterThanOrEqual(0);
    expect(await saveClinicHours(db, customer, { clinicId: "steeles", days: week("09:00", "19:00") })).toEqual({ ok: false, error: NOT_ADMIN });
  });

  it("validates with a message beside the field and changes nothing", async () => {
    const before = await sys("select * from public.clinic_hours order by clinic_id, weekday");
    const bad = week("09:00", "19:00").map((d) => (d.weekday === 6 ? { ...d, close: "08:00" } : d));
    expect(await saveClinicHours(db, admin, { clinicId: "steeles", days: bad })).toEqual({ ok: false, error: "Closing time must be after opening time", field: "days.6.close" });
    expect(await saveClosure(db, admin, { clinicId: "goreway", from: "2030-01-05", to: "2030-01-02", closedAllDay: true, note: "" })).toMatchObject({ ok: false, error: "The last date cannot be before the first", field: "to" });
    expect(await saveShift(db, admin, { staffId: ORTIZ, clinicId: "steeles", weekday: 1, start: "08:00", end: "12:00" })).toMatchObject({
      ok: false,
      error: "The shift must be inside the clinic's hours on Monday (9:00 AM – 7:00 PM)",
    });
    expect(await saveShift(db, admin, { staffId: ORTIZ, clinicId: "steeles", weekday: 1, start: "12:00", end: "13:00" })).toMatchObject({
      ok: false,
      error: "This overlaps another block: Monday 9:00 AM – 7:00 PM at Steeles Ave W",
    });
    expect(await saveStaff(db, admin, { name: "A\u202eB", title: "Dr. A", role: "optometrist" })).toMatchObject({ ok: false, field: "name" });
    expect(await sys("select * from public.clinic_hours order by clinic_id, weekday")).toEqual(before);
  });

  it("books a chosen optometrist, narrows by language, and names the one 'First available' assigns", async () => {
    const spanishDays = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "either", language: "es" });
    // A day with several times, whatever the hour the suite runs at (today may have one left).
    const spanish = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "either", language: "es", date: spanishDays.days.find((d) => d.count >= 4)!.date });
    // Only Dr. Ortiz speaks Spanish, and he works at Steeles only.
    expect(new Set(spanish.slots.map((s) => s.clinic))).toEqual(new Set(["steeles"]));
    const slot = spanish.slots[3];
    const booked = await createBooking(db, input(slot, { language: "es" }), ip(), OPTS);
    if (!booked.ok) throw new Error(booked.error);
    expect(booked.visit.people[0].optometrist).toBe("Dr. Marcus Bell, OD");
    const [row] = await sys<{ optometrist_id: string; optometrist_chosen: boolean }>("select optometrist_id, optometrist_chosen from public.bookings where id = $1", [booked.visit.people[0].id]);
    expect(row).toEqual({ optometrist_id: ORTIZ, optometrist_chosen: false });
    const [mail] = await sys<{ text_body: string }>("select text_body from private.mail_outbox where kind = 'booking-confirmation' order by created_at desc limit 1");
    expect(mail.text_body).toContain("with Dr. Marcus Bell, OD");

    const first = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "goreway" });
    const any = await createBooking(db, input(first.slots[0], { email: "any@example.com" }), ip(), OPTS);
    if (!any.ok) throw new Error(any.error);
    expect(any.visit.people[0].optometrist).toMatch(/^Dr\. .+, OD$/);
    const sheet = await loadDaySheet(db, admin, "goreway", zonedDate(new Date(first.slots[0].start), "America/Toronto"));
    expect(sheet.appointments.find((a) => a.id === any.visit.people[0].id)?.optometrist).toBe(any.visit.people[0].optometrist);
  });

  it("gives one optometrist's time to exactly one of 20 simultaneous bookings", async () => {
    const days = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles", optometrist: SANDHU });
    const times = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles", optometrist: SANDHU, date: days.days.find((d) => d.count >= 6)!.date });
    const slot = times.slots[5];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createBooking(db, input(slot, { firstName: `P${i}`, optometrist: SANDHU }), ip(), OPTS)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "taken")).toHaveLength(19);
    const [{ n }] = await sys<{ n: number }>("select count(*)::int as n from public.bookings where optometrist_id = $1 and starts_at = $2 and status <> 'cancelled'", [SANDHU, slot.start]);
    expect(n).toBe(1);
  }, 60_000);

  it("lists the appointments a closure takes away, keeps them when asked, cancels and e-mails only when asked", async () => {
    const times = await getSchedule(db, { serviceType: "Dry Eye Treatment", location: "goreway" });
    // The day's last time: whatever the hour the suite runs at, the first day with times has one.
    const slot = times.slots.at(-1)!;
    const booked = await createBooking(db, input(slot, { serviceType: "Dry Eye Treatment", email: "kept@example.com", firstName: "Kim" }), ip(), OPTS);
    if (!booked.ok) throw new Error(booked.error);
    const day = zonedDate(new Date(slot.start), "America/Toronto");
    const closure = { clinicId: "goreway", from: day, to: day, closedAllDay: true, note: "Closed for the holidays" };
    const asked = await saveClosure(db, admin, closure);
    expect(asked).toMatchObject({ ok: false, error: AFFECTED_MESSAGE });
    if (asked.ok || !asked.affected) throw new Error("expected the list");
    expect(asked.affected.map((a) => a.name)).toContain("Kim Singh");
    // Nothing was saved while the admin had not answered.
    expect(await sys("select * from public.closures where clinic_id = 'goreway' and first_date = $1", [day])).toEqual([]);
    const kept = await saveClosure(db, admin, { ...closure, confirm: "keep" });
    expect(kept).toMatchObject({ ok: true, kept: asked.affected.length, cancelled: 0 });
    const [{ status }] = await sys<{ status: string }>("select status from public.bookings where id = $1", [booked.visit.people[0].id]);
    expect(status).not.toBe("cancelled");
    expect((await loadDaySheet(db, admin, "goreway", day)).appointments.find((a) => a.id === booked.visit.people[0].id)?.outsideSchedule).toBe(true);
    // No time is offered in the closed day any more.
    expect((await getSchedule(db, { serviceType: "Dry Eye Treatment", location: "goreway", date: day })).days.map((d) => d.date)).not.toContain(day);

    // A wider range over the next day: cancelled only when asked, each with the clinic's e-mail.
    const next = await createBooking(db, input((await getSchedule(db, { serviceType: "Dry Eye Treatment", location: "goreway" })).slots[0], { serviceType: "Dry Eye Treatment", email: "gone@example.com" }), ip(), OPTS);
    if (!next.ok) throw new Error(next.error);
    const nextDay = zonedDate(new Date(next.visit.start), "America/Toronto");
    const range = { clinicId: "all", from: nextDay, to: nextDay, closedAllDay: true, note: "Training" };
    const listed = await saveClosure(db, admin, range);
    expect(listed.ok).toBe(false);
    expect(await saveClosure(db, admin, { ...range, confirm: "cancel" })).toMatchObject({ ok: true, cancelled: expect.any(Number) });
    const [gone] = await sys<{ status: string }>("select status from public.bookings where id = $1", [next.visit.people[0].id]);
    expect(gone.status).toBe("cancelled");
    const mails = await sys<{ to_address: string }>("select to_address from private.mail_outbox where kind = 'booking-cancelled' and to_address = 'gone@example.com'");
    expect(mails).toHaveLength(1);
    const [change] = await sys<{ actor: string; what: string }>("select actor, what from public.schedule_changes order by id desc limit 1");
    expect(change).toEqual({ actor: "admin@brightview.example.com", what: "add closure" });
  });

  it("shortened Saturday hours reach the booking times", async () => {
    const saturdayBefore = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles" });
    const sat = saturdayBefore.days.find((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay() === 6)!.date;
    const lastBefore = (await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles", date: sat })).slots.at(-1)!;
    const hours = week("09:00", "19:00").map((d) => (d.weekday === 6 ? { ...d, close: "14:00" } : d));
    const saved = await saveClinicHours(db, admin, { clinicId: "steeles", days: hours, confirm: "keep" });
    expect(saved.ok).toBe(true);
    const after = (await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles", date: sat })).slots;
    expect(after.at(-1)!.start < lastBefore.start).toBe(true);
    // The last 60-minute exam starts at 1:00 PM in Brampton.
    expect(new Date(after.at(-1)!.end).toISOString()).toBe(new Date(new Date(after.at(-1)!.start).getTime() + 3_600_000).toISOString());
  });
});
