import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, getSchedule, type OfferedSlot } from "@/lib/booking";
import { cancelAppointment } from "@/lib/booking/manage";
import { todayInToronto } from "@/lib/validations/booking-choices";
import type { WaitlistInput } from "@/lib/validations/waitlist";
import { askEarlierTime, earlierEntry } from "@/lib/waitlist/earlier";
import { joinWaitlist } from "@/lib/waitlist/join";
import { MAX_OPEN_ASKS_PER_ENTRY, queueWaitlistOffers } from "@/lib/waitlist/offers";
import { deleteScheduleEntry, saveClosure, saveWaitlistRules } from "@/lib/schedule/admin";
import type { Caller } from "@/lib/db/types";
import { bookOffer, offerView } from "@/lib/waitlist/take";
import { backends, createTestDb, type TestDb } from "../support/db";

const OPTS = { clinicInbox: "appointments@brightview.example.com", siteUrl: "https://brightview.example.com" };
const day = (offset: number) => new Date(Date.parse(`${todayInToronto()}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const minutesFrom = (at: Date, m: number) => new Date(at.getTime() + m * 60_000);
let ipCounter = 0;
const ip = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const SERVICE = "Comprehensive Eye Exam";

// Issue 44, offering freed times: the database notes what a cancellation or move frees, the sender
// asks matching entries in joining order in batches (or everyone for a time under 24 hours away),
// one press of "Book this time" books, and an "earlier time" entry's booking moves and its old time
// is offered on.
describe.each(backends)("offering freed times to the waitlist on %s", (backend) => {
  let db: TestDb;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  beforeAll(async () => {
    db = await createTestDb(backend);
  });
  afterAll(async () => db?.drop());

  const join = (email: string, over: Partial<WaitlistInput> = {}) =>
    joinWaitlist(
      db,
      { firstName: email.split("@")[0], lastName: "Waits", email, phone: "905-555-0131", serviceType: SERVICE, location: "goreway", earliest: day(0), latest: day(20), times: ["mornings"], locale: "en", ...over },
      ip(),
      OPTS,
    );
  const offerMails = (email: string) =>
    sys<{ subject: string; text_body: string }>("select subject, text_body from private.mail_outbox where to_address = $1 and kind = 'waitlist-offer' order by created_at", [email]);
  const tokenIn = (text: string) => /waitlist\/offer\/([A-Za-z0-9_-]{43})/.exec(text)![1];
  /** The first free Goreway time on the nth bookable day from `from`, and its booking by someone not on the waitlist. */
  const bookFirst = async (date: string, who: string) => {
    const view = await getSchedule(db, { serviceType: SERVICE, location: "goreway", date });
    const slot: OfferedSlot = view.slots[0];
    const made = await createBooking(db, { firstName: who, lastName: "Booked", email: `${who}@example.com`, phone: "905-555-0177", serviceType: SERVICE, location: "goreway", preferredDate: date, slot: slot.value }, ip(), OPTS);
    if (!made.ok) throw new Error(made.error);
    return { slot, visit: made.visit, token: made.visit.manageUrl.split("/").at(-1)! };
  };
  const bookedAt = async (start: string) =>
    (await sys<{ n: number }>("select count(*)::int as n from public.bookings where location = 'goreway' and status <> 'cancelled' and starts_at = $1", [start]))[0].n;

  it("a cancelled Goreway morning goes to the first three in joining order, one e-mail each; the next three after the hold; the first press books and the others are told it is taken", async () => {
    const days = await getSchedule(db, { serviceType: SERVICE, location: "goreway" });
    const target = days.days.find((d) => d.date >= day(4))!.date;
    const { slot, token, visit } = await bookFirst(target, "canceller");
    const waiting = ["w1", "w2", "w3", "w4", "w5", "w6", "w7"].map((n) => `${n}@example.com`);
    for (const email of waiting) expect(await join(email)).toEqual({ ok: true });
    // An afternoon-only entry and a Steeles entry are never asked.
    expect(await join("afternoons@example.com", { times: ["afternoons"] })).toEqual({ ok: true });
    expect(await join("steeles@example.com", { location: "steeles" })).toEqual({ ok: true });

    // Nothing is freed yet: the sender asks nobody.
    expect(await queueWaitlistOffers(db, { siteUrl: OPTS.siteUrl })).toBe(0);
    expect((await cancelAppointment(db, { token, bookingId: visit.people[0].id, locale: "en" }, OPTS)).ok).toBe(true);

    const t0 = new Date();
    expect(await queueWaitlistOffers(db, { siteUrl: OPTS.siteUrl, now: t0 })).toBe(3);
    const [offer] = await sys<{ id: string; starts_at: Date; reason: string; status: string }>("select id, starts_at, reason, status from public.waitlist_offers");
    expect(offer).toMatchObject({ reason: "cancelled", status: "open" });
    expect(new Date(offer.starts_at).toISOString()).toBe(slot.start);
    for (const email of waiting.slice(0, 3)) {
      const mails = await offerMails(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe("An earlier time is free at Brightview Eye Care");
      expect(mails[0].text_body).toContain("See this time: https://brightview.example.com/brampton/book-exam/waitlist/offer/");
      expect(mails[0].text_body).toMatch(/Goreway/);
      expect(mails[0].text_body).toMatch(/with Dr\./);
    }
    for (const email of [...waiting.slice(3), "afternoons@example.com", "steeles@example.com"]) expect(await offerMails(email)).toHaveLength(0);

    // Following the link alone books nothing.
    const first = tokenIn((await offerMails("w1@example.com"))[0].text_body);
    expect(await offerView(db, first, "en", t0)).toMatchObject({ state: "open", time: { service: SERVICE } });
    expect(await bookedAt(slot.start)).toBe(0);

    // Within the hold nobody else is asked; after it, the next three.
    expect(await queueWaitlistOffers(db, { siteUrl: OPTS.siteUrl, now: minutesFrom(t0, 14) })).toBe(0);
    expect(await queueWaitlistOffers(db, { siteUrl: OPTS.siteUrl, now: minutesFrom(t0, 15) })).toBe(3);
    for (const email of waiting.slice(3, 6)) expect(await offerMails(email)).toHaveLength(1);
    expect(await offerMails("w7@example.com")).toHaveLength(0);

    // The second asked presses first and gets it; the first is told it has just been taken.
    const second = tokenIn((await offerMails("w2@example.com"))[0].text_body);
    expect(await bookOffer(db, { token: second, locale: "en" }, OPTS)).toMatchObject({ ok: true, state: "booked" });
    expect(await bookedAt(slot.start)).toBe(1);
    expect(await bookOffer(db, { token: first, locale: "en" }, OPTS)).toMatchObject({ ok: false, state: "taken" });
    expect(await offerView(db, second, "en")).toMatchObject({ state: "booked" });
    const [entry] = await sys<{ end_reason: string }>("select end_reason from public.waitlist_entries where email = 'w2@example.com'");
    expect(entry.end_reason).toBe("booked");

    // After the next hold, nobody is asked about a time already taken.
    expect(await queueWaitlistOffers(db, { siteUrl: OPTS.siteUrl, now: minutesFrom(t0, 30) })).toBe(0);
    expect(await offerMails("w7@example.com")).toHaveLength(0);
  });

  it("an entry ends when its patient books the service another way", async () => {
    expect(await join("selfbook@example.com")).toEqual({ ok: true });
    const view = await getSchedule(db, { serviceType: SERVICE, location: "steeles" });
    const slot = view.slots[0];
    const made = await createBooking(db, { firstName: "selfbook", lastName: "Waits", email: "SelfBook@example.com", phone: "905-555-0177", serviceType: SERVICE, location: "steeles", preferredDate: view.date!, slot: slot.value }, ip(), OPTS);
    expect(made.ok).toBe(true);
    const [entry] = await sys<{ end_reason: string | null }>("select end_reason from public.waitlist_entries where email = 'selfbook@example.com'");
    expect(entry.end_reason).toBe("booked");
  });

  it("a time freed less than 24 hours ahead asks every match at once, and twenty presses at once give one booking", async () => {
    await sys("update public.waitlist_entries set ended_at = now(), end_reason = 'removed' where ended_at is null");
    const emails = Array.from({ length: 6 }, (_, i) => `soon${i}@example.com`);
    for (const email of emails) expect(await join(email, { times: [] })).toEqual({ ok: true });
    // A time tomorrow (the lead time allows it), found free by the cancellation of its booking.
    const schedule = await getSchedule(db, { serviceType: SERVICE, location: "goreway" });
    const date = schedule.days[0].date;
    const { slot, visit, token } = await bookFirst(date, "soon-canceller");
    await cancelAppointment(db, { token, bookingId: visit.people[0].id, locale: "en" }, OPTS);
    // Make "now" under 24 hours before the time.
    const now = new Date(Math.max(Date.now(), Date.parse(slot.start) - 23 * 3_600_000));
    expect(await queueWaitlistOffers(db, { siteUrl: OPTS.siteUrl, now })).toBe(emails.length);
    const tokens = await Promise.all(emails.map(async (e) => tokenIn((await offerMails(e))[0].text_body)));
    const presses = await Promise.all(Array.from({ length: 20 }, (_, i) => bookOffer(db, { token: tokens[i % tokens.length], locale: "en" }, OPTS)));
    expect(presses.filter((p) => p.ok)).toHaveLength(1);
    expect(presses.filter((p) => !p.ok).every((p) => !p.ok && ["taken", "ended"].includes(p.state))).toBe(true);
    expect(await bookedAt(slot.start)).toBe(1);
    expect((await sys<{ n: number }>("select count(*)::int as n from public.waitlist_offers where status = 'taken'"))[0].n).toBe(2);
  });

  it("\"Offer me an earlier time\" moves the booking forward, and its old time is offered on", async () => {
    await sys("update public.waitlist_entries set ended_at = now(), end_reason = 'removed' where ended_at is null");
    const schedule = await getSchedule(db, { serviceType: SERVICE, location: "goreway" });
    const later = schedule.days.find((d) => d.date >= day(12))!.date;
    const early = schedule.days.find((d) => d.date >= day(6) && d.date < later)!.date;
    const mine = await bookFirst(later, "mover");
    const moverId = mine.visit.people[0].id;
    expect(await askEarlierTime(db, { token: mine.token, bookingId: moverId, earliest: day(0), times: [], locale: "en" }, ip(), OPTS)).toMatchObject({ ok: true });
    expect(await earlierEntry(db, mine.token, moverId)).toMatchObject({ latest: expect.any(String) });
    // Asking twice for one booking, or with someone else's booking, changes nothing.
    expect(await askEarlierTime(db, { token: mine.token, bookingId: moverId, earliest: day(0), locale: "en" }, ip(), OPTS)).toEqual({
      ok: false,
      error: "You've already asked for an earlier time for this appointment.",
    });
    const other = await bookFirst(early, "early-canceller");
    expect((await askEarlierTime(db, { token: mine.token, bookingId: other.visit.people[0].id, earliest: day(0), locale: "en" }, ip(), OPTS)).ok).toBe(false);
    // Someone waiting for a later Goreway time (who will get the mover's old one).
    expect(await join("after@example.com", { earliest: later, latest: later, times: [] })).toEqual({ ok: true });

    await cancelAppointment(db, { token: other.token, bookingId: other.visit.people[0].id, locale: "en" }, OPTS);
    const t0 = new Date();
    expect(await queueWaitlistOffers(db, { siteUrl: OPTS.siteUrl, now: t0 })).toBe(1);
    const offer = tokenIn((await offerMails("mover@example.com"))[0].text_body);
    expect(await offerView(db, offer, "en", t0)).toMatchObject({ state: "open", earlier: true });
    expect(await bookOffer(db, { token: offer, locale: "en" }, OPTS)).toMatchObject({ ok: true, state: "moved" });
    const [moved] = await sys<{ starts_at: Date }>("select starts_at from public.bookings where id = $1", [moverId]);
    expect(new Date(moved.starts_at).toISOString()).toBe(other.slot.start);
    expect(await earlierEntry(db, mine.token, moverId)).toBeNull();
    // The old time goes on to the waitlist.
    expect(await queueWaitlistOffers(db, { siteUrl: OPTS.siteUrl, now: minutesFrom(t0, 1) })).toBe(1);
    const [onward] = await offerMails("after@example.com");
    expect(onward.text_body).toContain("See this time");
    const [old] = await sys<{ starts_at: Date; reason: string }>("select starts_at, reason from public.waitlist_offers where status = 'open'");
    expect(old).toMatchObject({ reason: "moved" });
    expect(new Date(old.starts_at).toISOString()).toBe(mine.slot.start);
  });

  it("the Owner's batch size and hold: a lifted closure frees its day, and nobody holds more than three open offers at once", async () => {
    await sys("update public.waitlist_entries set ended_at = now(), end_reason = 'removed' where ended_at is null");
    await sys("update public.waitlist_offers set status = 'gone', gone_reason = 'closed', closed_at = now() where status = 'open'");
    const adminId = (await sys<{ id: string }>("insert into auth.users (email) values ('owner@brightview.example.com') returning id"))[0].id;
    await sys("select public.assign_admin_role($1)", [adminId]);
    const owner: Caller = { kind: "user", userId: adminId, email: "owner@brightview.example.com" };
    const customer: Caller = { kind: "user", userId: (await sys<{ id: string }>("insert into auth.users (email) values ('cust@example.com') returning id"))[0].id, email: "cust@example.com" };
    expect(await saveWaitlistRules(db, owner, { batchSize: 0, holdMinutes: 30 })).toMatchObject({ ok: false, error: "Between 1 and 20 people" });
    expect(await saveWaitlistRules(db, owner, { batchSize: 2, holdMinutes: 0 })).toMatchObject({ ok: false, error: "Between 1 and 240 minutes" });
    expect(await saveWaitlistRules(db, owner, { batchSize: 2, holdMinutes: 241 })).toMatchObject({ ok: false, error: "Between 1 and 240 minutes" });
    expect((await saveWaitlistRules(db, customer, { batchSize: 9, holdMinutes: 9 })).ok).toBe(false);
    expect(await saveWaitlistRules(db, owner, { batchSize: 2, holdMinutes: 30 })).toMatchObject({ ok: true });

    const schedule = await getSchedule(db, { serviceType: SERVICE, location: "goreway" });
    const closed = schedule.days.find((d) => d.date >= day(8) && d.count >= 5)!.date;
    for (const n of [1, 2, 3]) expect(await join(`lifted${n}@example.com`, { earliest: closed, latest: closed, times: [] })).toEqual({ ok: true });
    expect((await saveClosure(db, owner, { clinicId: "goreway", from: closed, to: closed, closedAllDay: true, note: "Renovation", confirm: "keep" })).ok).toBe(true);
    const [closure] = await sys<{ id: string }>("select id from public.closures where note = 'Renovation'");
    // Closing frees nothing; lifting the closure frees the whole day.
    expect(await queueWaitlistOffers(db, { siteUrl: OPTS.siteUrl })).toBe(0);
    expect((await deleteScheduleEntry(db, owner, { kind: "closure", id: closure.id })).ok).toBe(true);
    expect(await queueWaitlistOffers(db, { siteUrl: OPTS.siteUrl })).toBe(3);
    const offers = await sys<{ reason: string; batch_size: number; hold_minutes: number }>("select reason, batch_size, hold_minutes from public.waitlist_offers where status = 'open'");
    expect(offers.length).toBeGreaterThanOrEqual(4);
    expect(offers.every((o) => o.reason === "closure" && o.batch_size === 2 && o.hold_minutes === 30)).toBe(true);
    for (const n of [1, 2, 3]) {
      const [mail] = await offerMails(`lifted${n}@example.com`);
      expect(mail.text_body.match(/See this time/g)).toHaveLength(MAX_OPEN_ASKS_PER_ENTRY);
    }
  });
});
