import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, getSchedule, type OfferedSlot } from "@/lib/booking";
import { zonedDate } from "@/lib/booking/zoned-time";
import { cancelAppointment, loadManagedVisit, moveAppointment } from "@/lib/booking/manage";
import { getT } from "@/lib/i18n/messages";
import type { BookingInput } from "@/lib/validations/booking";

const SLOT_TAKEN = getT("en", "booking.errors")("slotTaken");
import { backends, createTestDb, type TestDb } from "../support/db";

const OPTS = { clinicInbox: "appointments@brightview.example.com", siteUrl: "https://brightview.example.com" };
let ipCounter = 0;
const ip = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(backends)("exam bookings at real times on %s", (backend) => {
  let db: TestDb;
  const sys = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  beforeAll(async () => {
    db = await createTestDb(backend);
  });
  afterAll(async () => db?.drop());

  const counts = async () =>
    (
      await sys<{ b: number; f: number; m: number }>(
        `select (select count(*) from public.bookings where status <> 'cancelled')::int as b,
                (select count(*) from public.form_submissions where form_type = 'booking')::int as f,
                (select count(*) from private.mail_outbox)::int as m`,
      )
    )[0];

  const person = { firstName: "Aarav", lastName: "Mehta", email: "Aarav@Example.com", phone: "905-555-0188" };
  const input = (slot: OfferedSlot, over: Partial<BookingInput> = {}): BookingInput => ({
    ...person,
    serviceType: "Contact Lens Fitting",
    location: slot.clinic,
    preferredDate: slot.start.slice(0, 10),
    slot: slot.value,
    notes: "Prefers mornings",
    ...over,
  });
  /** The free Goreway times (one exam room) on the third bookable day. */
  const gorewayDay = async (n = 2, people = 1) => {
    const first = await getSchedule(db, { serviceType: "Contact Lens Fitting", location: "goreway", people });
    return (await getSchedule(db, { serviceType: "Contact Lens Fitting", location: "goreway", people, date: first.days[n].date })).slots;
  };
  const manageToken = (url: string) => url.split("/").at(-1)!;

  it("books an offered time: the booking with its room, a form submission, and the patient's and clinic's messages, with the exact time in the .ics", async () => {
    const before = await counts();
    const [slot] = await gorewayDay(2);
    const result = await createBooking(db, input(slot), ip(), OPTS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.visit.clinic).toBe("goreway");
    expect(result.visit.start).toBe(slot.start);
    expect(result.visit.manageUrl).toMatch(/^https:\/\/brightview\.example\.com\/brampton\/book-exam\/manage\/[A-Za-z0-9_-]{43}$/);
    expect(await counts()).toEqual({ b: before.b + 1, f: before.f + 1, m: before.m + 2 });
    const [row] = await sys<{ email: string; location: string; room: number; minutes: number; starts_at: Date }>(
      "select email, location, room, extract(epoch from ends_at - starts_at)::int / 60 as minutes, starts_at from public.bookings where id = $1",
      [result.visit.people[0].id],
    );
    expect(row).toMatchObject({ email: "aarav@example.com", location: "goreway", room: 1, minutes: 60 });
    expect(new Date(row.starts_at).toISOString()).toBe(slot.start);

    const mail = await sys<{ kind: string; to_address: string; text_body: string; attachments: { content: string }[] }>(
      "select kind, to_address, text_body, attachments from private.mail_outbox order by created_at desc, kind limit 2",
    );
    const patient = mail.find((m) => m.kind === "booking-confirmation")!;
    const clinic = mail.find((m) => m.kind === "booking-notice")!;
    expect(patient.to_address).toBe("Aarav@Example.com");
    expect(patient.text_body).toContain(result.visit.when);
    expect(patient.text_body).toContain("10960 Goreway Dr");
    expect(patient.text_body).toContain(result.visit.manageUrl);
    expect(clinic.text_body).toContain(result.visit.when);
    const ics = patient.attachments[0].content;
    const local = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", hourCycle: "h23", hour: "2-digit", minute: "2-digit" }).format(new Date(slot.start)).replace(":", "");
    expect(ics).toContain(`DTSTART;TZID=America/Toronto:${slot.start.slice(0, 10).replace(/-/g, "")}T${local}00`);
    expect(ics).toContain("BEGIN:VTIMEZONE");
    expect(ics).toContain(`UID:${result.visit.people[0].id}@brightview.example.com`);
    // The time is no longer offered.
    expect((await gorewayDay(2)).map((s) => s.value)).not.toContain(slot.value);
  });

  it("lets the database itself refuse two live appointments overlapping in one room", async () => {
    const insert = (start: string, end: string) =>
      sys(
        `insert into public.bookings (group_id, first_name, last_name, email, phone, preferred_date, service_type, location, starts_at, ends_at, room)
         values (gen_random_uuid(), 'A', 'B', 'a@example.com', '905-555-0100', '2030-01-08', 'Dry Eye Treatment', 'steeles', $1, $2, 2)`,
        [start, end],
      );
    await insert("2030-01-08T15:00:00Z", "2030-01-08T16:00:00Z");
    await expect(insert("2030-01-08T15:45:00Z", "2030-01-08T16:30:00Z")).rejects.toThrow(/bookings_one_per_room|exclusion|conflicting key/);
    await insert("2030-01-08T16:00:00Z", "2030-01-08T16:45:00Z"); // back to back is fine
    await sys("update public.bookings set status = 'cancelled' where starts_at = '2030-01-08T15:00:00Z'");
    await insert("2030-01-08T15:00:00Z", "2030-01-08T16:00:00Z"); // a cancelled one frees its room
  });

  it("when the time was just taken, says so, offers the nearest free times and writes nothing", async () => {
    const slots = await gorewayDay(3);
    const slot = slots[4];
    expect((await createBooking(db, input(slot), ip(), OPTS)).ok).toBe(true);
    const before = await counts();
    const second = await createBooking(db, input(slot, { firstName: "Late" }), ip(), OPTS);
    expect(second.ok).toBe(false);
    if (second.ok || second.reason !== "taken") throw new Error("expected taken");
    expect(second.error).toBe(SLOT_TAKEN);
    expect(second.slots.length).toBeGreaterThan(0);
    expect(second.slots.map((s) => s.value)).not.toContain(slot.value);
    expect(await counts()).toEqual(before);
  });

  it("gives the last free room at one time to exactly one of 20 simultaneous bookings", async () => {
    const slot = (await gorewayDay(4))[6];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => createBooking(db, input(slot, { firstName: `P${i}` }), ip(), OPTS)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "taken")).toHaveLength(19);
    const [{ n }] = await sys<{ n: number }>("select count(*)::int as n from public.bookings where location = 'goreway' and starts_at = $1 and status <> 'cancelled'", [slot.start]);
    expect(n).toBe(1);
  }, 60_000);

  it("books a family back to back at one clinic, all or none", async () => {
    const family = await gorewayDay(5, 3);
    const slot = family[0];
    expect(slot.people).toHaveLength(3);
    const members = [{ firstName: "Riya", lastName: "Mehta", dateOfBirth: "2015-04-02" }, { firstName: "Dev", lastName: "Mehta", dateOfBirth: "" }];
    // Someone else takes the third person's hour first: the family's request is refused whole.
    // The same day's single times (a day's index differs by party size once a day fills up).
    const day = zonedDate(new Date(slot.start), "America/Toronto");
    const singles = (await getSchedule(db, { serviceType: "Contact Lens Fitting", location: "goreway", people: 1, date: day })).slots;
    const third = singles.find((s) => s.start === slot.people[2].start)!;
    expect((await createBooking(db, input(third, { firstName: "Other" }), ip(), OPTS)).ok).toBe(true);
    const before = await counts();
    const refused = await createBooking(db, input(slot, { family: members }), ip(), OPTS);
    expect(refused.ok).toBe(false);
    expect(await counts()).toEqual(before);

    const next = (await gorewayDay(5, 3))[0];
    const booked = await createBooking(db, input(next, { family: members }), ip(), OPTS);
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    expect(booked.visit.people.map((p) => p.name)).toEqual(["Aarav Mehta", "Riya Mehta", "Dev Mehta"]);
    const rows = await sys<{ first_name: string; starts_at: Date; ends_at: Date; group_id: string }>(
      "select first_name, starts_at, ends_at, group_id from public.bookings where group_id = $1 order by starts_at",
      [booked.visit.groupId],
    );
    expect(rows.map((r) => r.first_name)).toEqual(["Aarav", "Riya", "Dev"]);
    for (let i = 1; i < rows.length; i++) expect(new Date(rows[i].starts_at).getTime()).toBe(new Date(rows[i - 1].ends_at).getTime());
    const [mail] = await sys<{ text_body: string; attachments: { content: string }[] }>(
      "select text_body, attachments from private.mail_outbox where kind = 'booking-confirmation' order by created_at desc limit 1",
    );
    for (const name of ["Aarav Mehta", "Riya Mehta", "Dev Mehta"]) expect(mail.text_body).toContain(name);
    expect(mail.attachments[0].content.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });

  it("holds the chosen frames for the visit, even ones no longer sold", async () => {
    const [active, inactive] = await sys<{ id: string; name: string }>("select id, name from public.products order by is_active desc, created_at limit 2");
    await sys("update public.products set is_active = false where id = $1", [inactive.id]);
    const slot = (await gorewayDay(6))[0];
    const result = await createBooking(db, input(slot, { frames: [active.id, inactive.id, "00000000-0000-4000-8000-00000000dead"] }), ip(), OPTS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const held = await sys<{ product_name: string }>("select product_name from public.booking_frames where group_id = $1 order by position", [result.visit.groupId]);
    expect(held.map((h) => h.product_name)).toEqual([active.name, inactive.name]);
    const [mail] = await sys<{ text_body: string }>("select text_body from private.mail_outbox where kind = 'booking-notice' order by created_at desc limit 1");
    expect(mail.text_body).toContain(active.name);
  });

  describe("the manage link", () => {
    it("refuses a tampered or unknown token and says when the visit is over", async () => {
      const slot = (await gorewayDay(7))[0];
      const result = await createBooking(db, input(slot), ip(), OPTS);
      if (!result.ok) throw new Error("booking failed");
      const token = manageToken(result.visit.manageUrl);
      expect((await loadManagedVisit(db, token)).state).toBe("ok");
      const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
      expect(await loadManagedVisit(db, tampered)).toEqual({ state: "invalid" });
      expect(await loadManagedVisit(db, "x")).toEqual({ state: "invalid" });
      expect(await loadManagedVisit(db, token, new Date(Date.now() + 90 * 86_400_000))).toEqual({ state: "expired" });
      const cancel = await cancelAppointment(db, { token: tampered, bookingId: result.visit.people[0].id }, OPTS);
      expect(cancel.ok).toBe(false);
      expect((await counts()).b).toBeGreaterThan(0);
    });

    it("cancels: the time is free again at once, and a METHOD:CANCEL .ics with the same UID goes out", async () => {
      const slot = (await gorewayDay(8))[3];
      const result = await createBooking(db, input(slot), ip(), OPTS);
      if (!result.ok) throw new Error("booking failed");
      const id = result.visit.people[0].id;
      expect((await gorewayDay(8)).map((s) => s.value)).not.toContain(slot.value);
      const cancelled = await cancelAppointment(db, { token: manageToken(result.visit.manageUrl), bookingId: id }, OPTS);
      expect(cancelled.ok).toBe(true);
      expect((await gorewayDay(8)).map((s) => s.value)).toContain(slot.value);
      const [mail] = await sys<{ attachments: { content: string }[] }>("select attachments from private.mail_outbox where kind = 'booking-cancelled' order by created_at desc limit 1");
      const ics = mail.attachments[0].content;
      expect(ics).toContain("METHOD:CANCEL");
      expect(ics).toContain("STATUS:CANCELLED");
      expect(ics).toContain(`UID:${id}@brightview.example.com`);
      // Twice is refused, not repeated.
      expect((await cancelAppointment(db, { token: manageToken(result.visit.manageUrl), bookingId: id }, OPTS)).ok).toBe(false);
    });

    it("moves to a free time in one step, and keeps the old time when the new one is gone", async () => {
      const slots = await gorewayDay(9);
      const result = await createBooking(db, input(slots[0]), ip(), OPTS);
      if (!result.ok) throw new Error("booking failed");
      const token = manageToken(result.visit.manageUrl);
      const id = result.visit.people[0].id;
      // Someone takes 2 PM first.
      const twoPm = slots[12];
      expect((await createBooking(db, input(twoPm, { firstName: "Other" }), ip(), OPTS)).ok).toBe(true);
      const refused = await moveAppointment(db, { token, bookingId: id, slot: twoPm.value }, OPTS);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error).toBe(SLOT_TAKEN);
      const [kept] = await sys<{ starts_at: Date }>("select starts_at from public.bookings where id = $1", [id]);
      expect(new Date(kept.starts_at).toISOString()).toBe(slots[0].start);

      // Fifteen minutes later overlaps its own hour: allowed.
      const moved = await moveAppointment(db, { token, bookingId: id, slot: slots[1].value }, OPTS);
      expect(moved.ok).toBe(true);
      const [now] = await sys<{ starts_at: Date }>("select starts_at from public.bookings where id = $1", [id]);
      expect(new Date(now.starts_at).toISOString()).toBe(slots[1].start);
      const after = (await gorewayDay(9)).map((s) => s.value);
      expect(after).not.toContain(slots[1].value);
    });
  });
});
