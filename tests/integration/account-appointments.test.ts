import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOwnVisits, openOwnAppointment, setOwnReminders } from "@/lib/account/appointments";
import { createBooking, getSchedule, type OfferedSlot } from "@/lib/booking";
import { cancelAppointment, getVisitReminders, loadManagedVisit, moveAppointment, setVisitReminders } from "@/lib/booking/manage";
import { queueDueReminders } from "@/lib/booking/reminders";
import type { Caller } from "@/lib/db/types";
import { backends, createTestDb, type TestDb } from "../support/db";

process.env.AUTH_SECRET = "account-visits-secret-for-tests-only-0123456789";
const OPTS = { clinicInbox: "appointments@brightview.example.com", siteUrl: "https://brightview.example.com" };
const HOUR = 3_600_000;
let ipCounter = 0;
const ip = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const tokenOf = (url: string) => url.split("/").at(-1)!;

describe.each(backends)("the account's appointments and reminders on %s", (backend) => {
  let db: TestDb;
  const users: Record<string, Caller & { kind: "user" }> = {};
  const sys = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));

  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    (globalThis as { __brightviewDb?: Promise<TestDb> }).__brightviewDb = Promise.resolve(db);
    const { createUser } = await import("@/lib/auth/embedded");
    // Two Singhs with their own addresses, and one who has not confirmed hers.
    for (const [who, email] of [["pat", "pat@example.com"], ["kim", "kim@example.com"], ["lee", "lee@example.com"]] as const) {
      const userId = (await createUser(email, `${who}-password-1`, { first_name: who, last_name: "Singh" }))!;
      users[who] = { kind: "user", userId, email };
    }
    await sys("update auth.users set email_confirmed_at = now() where id = any($1::uuid[])", [[users.pat.userId, users.kim.userId]]);
  });
  afterAll(async () => {
    (globalThis as { __brightviewDb?: unknown }).__brightviewDb = undefined;
    await db?.drop();
  });

  /** Free Steeles times on the first bookable day at least `days` ahead. */
  const slotsFrom = async (days: number): Promise<OfferedSlot[]> => {
    const query = { serviceType: "Comprehensive Eye Exam" as const, location: "steeles" as const, people: 1 };
    const first = await getSchedule(db, query);
    const wanted = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const day = first.days.find((d) => d.date >= wanted)!;
    return (await getSchedule(db, { ...query, date: day.date })).slots;
  };
  const book = async (slot: OfferedSlot, email: string, firstName = "Pat") => {
    const result = await createBooking(
      db,
      { firstName, lastName: "Singh", email, phone: "905-555-0111", serviceType: "Comprehensive Eye Exam", location: "steeles", preferredDate: slot.start.slice(0, 10), slot: slot.value, notes: "" },
      ip(),
      OPTS,
    );
    if (!result.ok) throw new Error(result.error);
    return result.visit;
  };
  const reminders = async (to: string) =>
    sys<{ kind: string; subject: string; text_body: string }>(
      "select kind, subject, text_body from private.mail_outbox where kind like 'reminder-%' and to_address = $1 order by created_at, id",
      [to],
    );

  it("lists the visits booked with the confirmed address, also before the account existed, and nobody else's", async () => {
    const [a, b] = await slotsFrom(3);
    await book(a, "PAT@example.com");
    await book(b, "kim@example.com", "Kim");
    const pat = await listOwnVisits(db, users.pat);
    expect(pat.upcoming.flatMap((v) => v.appointments.map((x) => x.name))).toEqual(["Pat Singh"]);
    expect(pat.upcoming[0]).toMatchObject({ clinic: "steeles", serviceType: "Comprehensive Eye Exam", reminders: true });
    const kim = await listOwnVisits(db, users.kim);
    expect(kim.upcoming.flatMap((v) => v.appointments.map((x) => x.name))).toEqual(["Kim Singh"]);
    // Unconfirmed: nothing matched by address, even for an address with bookings.
    await book((await slotsFrom(4))[0], "lee@example.com", "Lee");
    expect(await listOwnVisits(db, users.lee)).toEqual({ upcoming: [], past: [] });
  });

  it("changes an own appointment through a fresh manage link, never someone else's", async () => {
    const visit = await book((await slotsFrom(5))[0], "pat@example.com");
    const kimVisit = await book((await slotsFrom(5))[1], "kim@example.com", "Kim");
    expect(await openOwnAppointment(db, users.pat, kimVisit.people[0].id)).toBeNull();
    expect(await openOwnAppointment(db, users.lee, visit.people[0].id)).toBeNull();
    expect(await setOwnReminders(db, users.pat, kimVisit.people[0].id, false)).toBeNull();

    const token = (await openOwnAppointment(db, users.pat, visit.people[0].id))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(tokenOf(visit.manageUrl));
    const result = await cancelAppointment(db, { token, bookingId: visit.people[0].id }, OPTS);
    expect(result.ok).toBe(true);
    const [mail] = await sys<{ text_body: string }>("select text_body from private.mail_outbox where kind = 'booking-cancelled' order by created_at desc limit 1");
    expect(mail.text_body).toContain(visit.people[0].name);
    // The confirmation's own link still opens the visit, now cancelled.
    const opened = await loadManagedVisit(db, tokenOf(visit.manageUrl));
    expect(opened.state === "ok" && opened.appointments[0].status).toBe("cancelled");
  });

  it("sends the day reminder once, also when two runs overlap, with the clinic, what to bring and a working manage link", async () => {
    const visit = await book((await slotsFrom(9))[0], "kim@example.com", "Kim");
    const start = new Date(visit.start);
    // 25 hours before: only the week reminder (booked 9 days ahead) is due, not the day one.
    await queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: new Date(start.getTime() - 25 * HOUR) });
    expect((await reminders("kim@example.com")).map((m) => m.kind)).toEqual(["reminder-week"]);
    const dayBefore = new Date(start.getTime() - 23 * HOUR);
    const [one, two] = await Promise.all([queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: dayBefore }), queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: dayBefore })]);
    expect(one + two).toBeGreaterThanOrEqual(1);
    await queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: new Date(start.getTime() - HOUR) });
    const sent = (await reminders("kim@example.com")).filter((m) => m.kind === "reminder-day");
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain("Tomorrow");
    expect(sent[0].text_body).toContain(visit.when.split(",")[0]);
    expect(sent[0].text_body).toContain("373 Steeles Ave W");
    expect(sent[0].text_body).toContain("https://www.google.com/maps/search/?api=1&query=");
    expect(sent[0].text_body).toContain("health card");
    expect(sent[0].text_body).toContain("remove them 2 hours before");
    const link = sent[0].text_body.match(/https:\/\/brightview\.example\.com\/brampton\/book-exam\/manage\/([A-Za-z0-9_-]{43})/)![1];
    const opened = await loadManagedVisit(db, link);
    expect(opened.state === "ok" && opened.appointments.map((a) => a.id)).toEqual([visit.people[0].id]);
  });

  it("sends the week reminder only for times chosen more than 7 days ahead", async () => {
    const far = await book((await slotsFrom(10))[0], "week@example.com", "Far");
    const start = new Date(far.start);
    await queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: new Date(start.getTime() - 6.5 * 24 * HOUR) });
    expect((await reminders("week@example.com")).map((m) => m.kind)).toEqual(["reminder-week"]);
    // Booked 3 days ahead: no week reminder, only the day one when it is due.
    const near = await book((await slotsFrom(3))[2], "near@example.com", "Near");
    const nearStart = new Date(near.start);
    await queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: new Date(nearStart.getTime() - 2.5 * 24 * HOUR) });
    expect(await reminders("near@example.com")).toEqual([]);
  });

  it("never reminds of a cancelled time or a visit with reminders off; a moved appointment is reminded of its new time", async () => {
    // Later in the day than the week test's 9:00 visit: days 10 and 11 ahead are the same open
    // day when a Sunday falls between them (it depends on the hour the suite runs).
    const [gone, moved, off] = (await slotsFrom(11)).slice(8);
    const cancelled = await book(gone, "gone@example.com", "Gone");
    await cancelAppointment(db, { token: tokenOf(cancelled.manageUrl), bookingId: cancelled.people[0].id }, OPTS);
    await queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: new Date(new Date(cancelled.start).getTime() - 2 * HOUR) });
    expect(await reminders("gone@example.com")).toEqual([]);

    const quiet = await book(off, "quiet@example.com", "Quiet");
    expect(await setVisitReminders(db, tokenOf(quiet.manageUrl), false)).toBe(false);
    expect(await getVisitReminders(db, tokenOf(quiet.manageUrl))).toBe(false);
    await queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: new Date(new Date(quiet.start).getTime() - 2 * HOUR) });
    expect(await reminders("quiet@example.com")).toEqual([]);

    const visit = await book(moved, "moved@example.com", "Moved");
    const oldStart = new Date(visit.start);
    const dayReminders = async () => (await reminders("moved@example.com")).filter((m) => m.kind === "reminder-day");
    await queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: new Date(oldStart.getTime() - 20 * HOUR) });
    expect(await dayReminders()).toHaveLength(1);
    // Moved two days later: the old time is gone and the new one gets its own reminder.
    const later = (await slotsFrom(13))[0];
    const result = await moveAppointment(db, { token: tokenOf(visit.manageUrl), bookingId: visit.people[0].id, slot: later.value }, OPTS);
    expect(result.ok).toBe(true);
    await queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: new Date(oldStart.getTime() - 10 * HOUR) });
    expect(await dayReminders()).toHaveLength(1);
    await queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: new Date(new Date(later.start).getTime() - 20 * HOUR) });
    const sent = await dayReminders();
    expect(sent).toHaveLength(2);
    expect(sent[1].text_body).toContain(new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", month: "long", day: "numeric" }).format(new Date(later.start)));
  });

  it("keeps reminders and manage links away from visitors and signed-in users", async () => {
    for (const caller of [{ kind: "anon" } as const, users.pat]) {
      await expect(db.run(caller, (tx) => tx.query("select * from private.claim_due_reminders(now() + interval '30 days', 10)"))).rejects.toThrow();
      await expect(db.run(caller, (tx) => tx.query("select * from private.manage_links"))).rejects.toThrow();
      await expect(db.run(caller, (tx) => tx.query("select * from private.appointment_reminders"))).rejects.toThrow();
    }
    await expect(db.run({ kind: "anon" }, (tx) => tx.query("select * from private.own_bookings()"))).rejects.toThrow();
  });
});
