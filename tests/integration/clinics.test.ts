import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDay, loadDaySheet } from "@/lib/admin/appointments";
import { createBooking, getSchedule } from "@/lib/booking";
import { loadClinics } from "@/lib/clinics/load";
import type { Caller } from "@/lib/db/types";
import { saveClinicHours, saveShift, saveStaff } from "@/lib/schedule/admin";
import { seedClinics } from "../support/clinics";
import { backends, createTestDb, type TestDb } from "../support/db";

const OPTS = { clinicInbox: "appointments@brightview.example.com", siteUrl: "https://brightview.example.com" };
const THIRD = {
  id: "mississauga", slug: "brightview-mississauga", name: "Brightview Eye Care — Hurontario St", short_name: "Hurontario St",
  booking_label: "Hurontario St Clinic", street: "100 Hurontario St", unit: "Suite 5", city: "Mississauga", province: "ON",
  postal_code: "L5B 1A1", phone: "905-555-0163", email: "hurontario@brightview.example.com", lat: 43.59, lng: -79.64, rooms: 1, position: 3,
};
const weekdays = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: weekday === 0, open, close }));

describe.each(backends)("a clinic is one record on %s", (backend) => {
  let db: TestDb;
  let admin: Caller;
  const visitor: Caller = { kind: "anon" };
  const sys = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));

  beforeAll(async () => {
    db = await createTestDb(backend);
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email) values ('admin@brightview.example.com') returning id");
    await sys("select public.assign_admin_role($1)", [id]);
    admin = { kind: "user", userId: id, email: "admin@brightview.example.com" };
  });
  afterAll(async () => db?.drop());

  it("holds the two clinics' facts as the migration seeds them, readable by anyone, written by admins only", async () => {
    const clinics = await db.run(visitor, (tx) => loadClinics(tx));
    expect(clinics).toEqual(seedClinics());
    // Fictitious numbers and the reserved example domain.
    for (const c of clinics) {
      expect(c.phone).toMatch(/^\d{3}-555-01\d\d$/);
      expect(c.email).toMatch(/@brightview\.example\.com$/);
    }
    await expect(db.run(visitor, (tx) => tx.query("update public.clinics set phone = '905-555-0199' where id = 'steeles' returning 1"))).rejects.toThrow();
    // Bad facts are refused by the table itself, not stored.
    await expect(sys("update public.clinics set phone = 'call us' where id = 'steeles'")).rejects.toThrow();
    await expect(sys("update public.clinics set slug = 'Bad Slug' where id = 'steeles'")).rejects.toThrow();
    expect((await db.run(visitor, (tx) => loadClinics(tx))).map((c) => c.phone)).toEqual(["905-555-0142", "905-555-0157"]);
  });

  it("takes a third clinic with its hours, an optometrist and a shift: it is booked and shows on the day sheet", async () => {
    await db.run(admin, (tx) =>
      tx.query(
        `insert into public.clinics (id, slug, name, short_name, booking_label, street, unit, city, province, postal_code, phone, email, lat, lng, rooms, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        Object.values(THIRD),
      ),
    );
    expect(await saveClinicHours(db, admin, { clinicId: THIRD.id, days: weekdays("10:00", "16:00") })).toMatchObject({ ok: true });
    const added = await saveStaff(db, admin, {
      name: "Noor Haddad", title: "Dr. Noor Haddad, OD", role: "optometrist", registrationNumber: "OD-14001",
      languages: ["en", "ar"], services: ["Comprehensive Eye Exam"], bio: "", active: true,
    });
    expect(added).toMatchObject({ ok: true });
    const [{ id: noor }] = await sys<{ id: string }>("select id from public.staff where name = 'Noor Haddad'");
    for (const weekday of [1, 2, 3, 4, 5, 6]) {
      expect(await saveShift(db, admin, { staffId: noor, clinicId: THIRD.id, weekday, start: "10:00", end: "16:00" })).toMatchObject({ ok: true });
    }

    // The booking form offers its times, alone or among every clinic's.
    const view = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: THIRD.id });
    const slot = view.slots[0];
    expect(slot).toMatchObject({ clinic: THIRD.id, clinicName: "Hurontario St" });
    expect(slot.label).toContain("Hurontario St");
    const either = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "either", language: "ar" });
    expect(either.slots.every((s) => s.clinic === THIRD.id)).toBe(true);

    const booked = await createBooking(
      db,
      {
        firstName: "Maya", lastName: "Khoury", email: "maya@example.com", phone: "905-555-0112", serviceType: "Comprehensive Eye Exam",
        location: THIRD.id, preferredDate: slot.start.slice(0, 10), slot: slot.value, family: [], frames: [], notes: "",
      },
      "10.9.0.1",
      OPTS,
    );
    expect(booked).toMatchObject({ ok: true, visit: { clinic: THIRD.id, place: { name: THIRD.name, address: "100 Hurontario St, Suite 5, Mississauga, ON L5B 1A1" } } });
    const [mail] = await sys<{ text_body: string }>("select text_body from private.mail_outbox where to_address = 'maya@example.com'");
    expect(mail.text_body).toContain("100 Hurontario St, Suite 5, Mississauga");
    expect(mail.text_body).toContain("Dr. Noor Haddad, OD");

    const sheet = await loadDaySheet(db, admin, THIRD.id, view.date!);
    expect(sheet).toMatchObject({ clinic: THIRD.id, clinicName: "Hurontario St" });
    expect(sheet.clinics.map((c) => c.id)).toEqual(["steeles", "goreway", THIRD.id]);
    expect(sheet.appointments).toEqual([expect.objectContaining({ name: "Maya Khoury", optometrist: "Dr. Noor Haddad, OD", outsideSchedule: false })]);
  });

  it("answers a clinic that does not exist with the form's words, never a database error", async () => {
    const view = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "mars" });
    expect(view.slots).toEqual([]);
    const refused = await createBooking(
      db,
      {
        firstName: "Jo", lastName: "Singh", email: "jo@example.com", phone: "905-555-0111", serviceType: "Comprehensive Eye Exam",
        location: "mars", preferredDate: "2030-01-07", slot: "mars|2030-01-07T15:00:00.000Z", family: [], frames: [], notes: "",
      },
      "10.9.0.2",
      OPTS,
    );
    expect(refused).toMatchObject({ ok: false });
    expect(await closeDay(db, admin, { clinic: "mars", date: "2030-01-07" })).toEqual({ ok: false, error: "Please choose a clinic" });
    expect(await closeDay(db, admin, { clinic: "Steeles; drop table", date: "2030-01-07" })).toEqual({ ok: false, error: "Please choose a clinic" });
    // An unknown clinic in the day sheet's address shows the first clinic's day.
    expect((await loadDaySheet(db, admin, "mars", "2030-01-07")).clinic).toBe("steeles");
  });
});
