import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { zonedInstant } from "@/lib/booking/zoned-time";
import { createBooking, getSchedule } from "@/lib/booking";
import { cancelAppointment } from "@/lib/booking/manage";
import { queueDueReminders } from "@/lib/booking/reminders";
import { loadDaySheet } from "@/lib/admin/appointments";
import type { Db } from "@/lib/db/types";
import { patientTextConsent, setPatientTextConsent } from "@/lib/sms/consent";
import { deliverTexts } from "@/lib/sms/outbox";
import { smsSegments } from "@/lib/sms/segments";
import { listThreads, openThread, replyToThread } from "@/lib/sms/threads";
import { twilioTransport, type SmsRow, type SmsTransport } from "@/lib/sms/transport";
import { joinWaitlist } from "@/lib/waitlist/join";
import { queueWaitlistOffers } from "@/lib/waitlist/offers";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { backends, createTestDb, type TestDb } from "../support/db";
import { makeStaff, type StaffCaller } from "../support/staff";
import { NOT_MOBILE_NUMBER, RATE_LIMITED_ONCE_NUMBER, signedTwilioRequest, startFakeTwilio } from "../support/twilio";

vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
const TOKEN = "texts-test-auth-token-0123456789abcdef";
const SITE = "https://brightview.example.com";
process.env.TWILIO_AUTH_TOKEN = TOKEN;
process.env.SITE_URL = SITE;

const OPTS = { clinicInbox: "appointments@brightview.example.com", siteUrl: SITE };
const QUIET = { quietFrom: 21 * 60, quietUntil: 8 * 60 };
const day = (offset: number) => new Date(Date.parse(`${todayInToronto()}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
/** `hh:mm` Brampton time on `date`, as an instant. */
const brampton = (date: string, hhmm: string) => zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), "America/Toronto")!;
let ipCounter = 0;
const ip = () => `10.54.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const sid = () => `SM${randomBytes(16).toString("hex")}`;

/** Records each text instead of sending it. */
function recorder(): SmsTransport & { sent: SmsRow[] } {
  const sent: SmsRow[] = [];
  return { sent, send: async (row) => (sent.push(row), { sid: sid() }) };
}

// Issue 54's "Done when", on each database: the reminder in Punjabi, C by a signed webhook, STOP and
// START, the waitlist's text beside its e-mail and the quiet hours, the front desk's thread, and
// Twilio's 21614 and 429 through the outbox.
describe.each(backends)("texts on %s", (backend) => {
  let db: TestDb;
  let staff: Record<"owner" | "front_desk" | "optometrist" | "optician", StaffCaller>;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const texts = (to: string) =>
    sys<{ kind: string; text_body: string; status: string; next_attempt_at: Date; last_error: string | null }>(
      "select kind, text_body, status, next_attempt_at, last_error from private.mail_outbox where channel = 'sms' and to_address = $1 order by created_at, id",
      [to],
    );
  const inbound = async (params: Record<string, string>, signed = true) => {
    const { POST } = await import("@/app/api/sms/inbound/route");
    const url = `${SITE}/api/sms/inbound`;
    const request = signed
      ? signedTwilioRequest(TOKEN, url, params)
      : new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(params).toString() });
    return POST(request);
  };
  /** A first free time `offset` days ahead at Goreway, booked with this phone and language. */
  const book = async (who: string, phone: string, locale: "en" | "pa" | "hi", offset = 3, extra: Record<string, unknown> = {}) => {
    const query = { serviceType: "Comprehensive Eye Exam" as const, location: "goreway" as const };
    const days = (await getSchedule(db, query)).days;
    const date = days.find((d) => d.date >= day(offset))!.date;
    const [slot] = (await getSchedule(db, { ...query, date })).slots;
    const made = await createBooking(db, { firstName: who, lastName: "Texter", email: `${who.toLowerCase()}@example.com`, phone, ...query, preferredDate: date, slot: slot.value, locale, ...extra }, ip(), OPTS);
    if (!made.ok) throw new Error(made.error);
    return { start: new Date(slot.start), date, made };
  };

  beforeAll(async () => {
    db = await createTestDb(backend);
    (globalThis as { __brightviewDb?: Promise<Db> }).__brightviewDb = Promise.resolve(db);
    staff = await makeStaff(db, `texts-${backend}`);
  });
  afterAll(async () => {
    (globalThis as { __brightviewDb?: unknown }).__brightviewDb = undefined;
    await db?.drop();
  });

  it("a Punjabi booking's day-before text is in Punjabi within two segments; a signed C confirms the visit once; an unsigned one is refused", async () => {
    const phone = "+19055550141";
    const { start, date } = await book("Harleen", "905-555-0141", "pa");
    expect(await queueDueReminders(db, { siteUrl: SITE, now: new Date(start.getTime() - 12 * 3_600_000) })).toBeGreaterThan(0);
    const [reminder] = await texts(phone);
    expect(reminder.kind).toBe("sms-reminder");
    expect(reminder.text_body).toMatch(/^Brightview Eye Care: ਤੁਹਾਡੀ ਅੱਖਾਂ ਦੀ ਜਾਂਚ ਕੱਲ੍ਹ/);
    expect(smsSegments(reminder.text_body)).toMatchObject({ encoding: "UCS-2" });
    expect(smsSegments(reminder.text_body).segments).toBeLessThanOrEqual(2);

    const phoneOut = recorder();
    await deliverTexts(db, phoneOut, { statusCallback: null, quiet: QUIET, rate: 1000, now: () => brampton(day(1), "14:00") });
    expect(phoneOut.sent.map((r) => r.to_address)).toContain(phone);

    // Twilio's status callback: "delivered" shows beside the text; an unsigned one changes nothing.
    const [{ provider_sid }] = await sys<{ provider_sid: string }>("select provider_sid from private.mail_outbox where kind = 'sms-reminder' and to_address = $1", [phone]);
    const { POST: status } = await import("@/app/api/sms/status/route");
    const statusUrl = `${SITE}/api/sms/status`;
    const unsignedStatus = new Request(statusUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `MessageSid=${provider_sid}&MessageStatus=failed` });
    expect((await status(unsignedStatus)).status).toBe(403);
    expect((await status(signedTwilioRequest(TOKEN, statusUrl, { MessageSid: provider_sid, MessageStatus: "delivered" }))).status).toBe(204);
    expect((await status(signedTwilioRequest(TOKEN, statusUrl, { MessageSid: provider_sid, MessageStatus: "sent" }))).status).toBe(204);
    const [delivered] = await sys<{ delivery_status: string }>("select delivery_status from private.mail_outbox where provider_sid = $1", [provider_sid]);
    // A late "sent" after "delivered" does not undo it.
    expect(delivered.delivery_status).toBe("delivered");

    // Unsigned, or signed for other words: 403 and nothing changes.
    const c = { MessageSid: sid(), From: phone, To: "+12895550100", Body: "c" };
    expect((await inbound(c, false)).status).toBe(403);
    const forged = signedTwilioRequest("another-token-0123456789abcdef0123", `${SITE}/api/sms/inbound`, c);
    expect((await (await import("@/app/api/sms/inbound/route")).POST(forged)).status).toBe(403);
    expect(await sys("select 1 from private.sms_inbound where from_number = $1", [phone])).toHaveLength(0);

    expect((await inbound(c)).status).toBe(200);
    const sheet = await loadDaySheet(db, staff.front_desk, "goreway", date);
    const visit = sheet.appointments.find((a) => a.name.startsWith("Harleen"))!;
    expect(visit.confirmedByText).toBe(true);
    const after = await texts(phone);
    expect(after.map((t) => t.kind)).toEqual(["sms-reminder", "sms-confirmed"]);
    expect(after[1].text_body).toMatch(/^Brightview Eye Care: ਧੰਨਵਾਦ/);

    // Twilio delivering the same message again acts once.
    expect((await inbound(c)).status).toBe(200);
    expect(await texts(phone)).toHaveLength(2);
    expect(await sys("select 1 from private.sms_inbound where from_number = $1", [phone])).toHaveLength(1);
  });

  it("R answers with a short link to the manage page; bodies with a NUL, an RTL override or 5,000 characters, and unknown numbers, get 200", async () => {
    const phone = "+19055550143";
    const { start } = await book("Ravi", "905-555-0143", "en", 4);
    await queueDueReminders(db, { siteUrl: SITE, now: new Date(start.getTime() - 12 * 3_600_000) });
    await deliverTexts(db, recorder(), { statusCallback: null, quiet: QUIET, rate: 1000, now: () => brampton(day(1), "14:00") });
    expect((await inbound({ MessageSid: sid(), From: phone, Body: "R" })).status).toBe(200);
    const change = (await texts(phone)).find((t) => t.kind === "sms-change")!;
    const link = /https:\/\/brightview\.example\.com\/s\/([A-Za-z0-9_-]{16})/.exec(change.text_body)!;
    const { GET } = await import("@/app/s/[code]/route");
    const opened = await GET(new Request(link[0]), { params: Promise.resolve({ code: link[1] }) });
    expect(opened.status).toBeGreaterThanOrEqual(300);
    expect(opened.headers.get("location")).toMatch(/\/brampton\/book-exam\/manage\/[A-Za-z0-9_-]{43}$/);

    for (const Body of ["hi\u0000there", "\u202Eevil", "x".repeat(5000), "\uD800 lone"]) {
      expect((await inbound({ MessageSid: sid(), From: "+447700900123", Body })).status).toBe(200);
    }
    for (const From of ["not a number\u0000", "", " \u0000 ", "\uD83D".repeat(41)]) {
      expect((await inbound({ MessageSid: sid(), From, Body: "hello" })).status).toBe(200);
    }
  });

  it("STOP stops the next reminder and the next waitlist offer, whatever a form ticks later; START brings them back", async () => {
    const phone = "+19055550144";
    const first = await book("Stopper", "905-555-0144", "en", 5);
    expect((await inbound({ MessageSid: sid(), From: phone, Body: " Stop. " })).status).toBe(200);
    expect((await texts(phone)).map((t) => t.kind)).toEqual(["sms-stopped"]);
    // STOP again: answered once, nothing more.
    await inbound({ MessageSid: sid(), From: phone, Body: "stopall" });
    await queueDueReminders(db, { siteUrl: SITE, now: new Date(first.start.getTime() - 12 * 3_600_000) });
    expect((await texts(phone)).filter((t) => t.kind === "sms-reminder")).toHaveLength(0);
    const [mail] = await sys("select 1 from private.mail_outbox where kind = 'reminder-day' and to_address = 'stopper@example.com'");
    expect(mail).toBeDefined();

    // The front desk ticking the box again does not override STOP.
    const [record] = await sys<{ id: string }>("select id from public.patients where email = 'stopper@example.com'");
    expect(await setPatientTextConsent(db, staff.front_desk, record.id, { mobile: "905-555-0144", appointments: true, recall: false }, "words")).toBe(true);
    expect(await patientTextConsent(db, staff.front_desk, record.id)).toMatchObject({ mobile: phone, appointments: true, stopped: true });

    // A waitlist offer: the e-mail goes, the text does not.
    expect(await joinWaitlist(db, { firstName: "Stopper", lastName: "Texter", email: "stopper@example.com", phone: "905-555-0144", serviceType: "Comprehensive Eye Exam", location: "goreway", earliest: day(0), latest: day(30), times: ["mornings", "afternoons", "evenings"], locale: "en" }, ip(), OPTS)).toEqual({ ok: true });
    const freed = await book("Freer", "905-555-0188", "en", 2, { textAppointments: false });
    expect((await cancelAppointment(db, { token: freed.made.visit.manageUrl.split("/").at(-1)!, bookingId: freed.made.visit.people[0].id, locale: "en" }, OPTS)).ok).toBe(true);
    await queueWaitlistOffers(db, { siteUrl: SITE });
    expect(await sys("select 1 from private.mail_outbox where kind = 'waitlist-offer' and to_address = 'stopper@example.com'")).toHaveLength(1);
    expect((await texts(phone)).filter((t) => t.kind === "sms-offer")).toHaveLength(0);

    expect((await inbound({ MessageSid: sid(), From: phone, Body: "START" })).status).toBe(200);
    const second = await book("Stopper", "905-555-0144", "en", 9);
    await queueDueReminders(db, { siteUrl: SITE, now: new Date(second.start.getTime() - 12 * 3_600_000) });
    expect((await texts(phone)).map((t) => t.kind)).toEqual(["sms-stopped", "sms-started", "sms-reminder"]);
  });

  it("a freed time sends each of the batch a text and an e-mail; at 10 PM the text waits until 8 AM", async () => {
    await sys("update public.waitlist_entries set ended_at = now(), end_reason = 'removed' where ended_at is null");
    const phones = ["+19055550151", "+19055550152", "+19055550153"];
    for (const [i, p] of phones.entries()) {
      const joined = await joinWaitlist(
        db,
        { firstName: `Batch${i}`, lastName: "Waits", email: `batch${i}@example.com`, phone: p, serviceType: "Comprehensive Eye Exam", location: "goreway", earliest: day(0), latest: day(40), times: ["mornings", "afternoons", "evenings"], locale: "en" },
        ip(),
        OPTS,
      );
      expect(joined).toEqual({ ok: true });
    }
    const freed = await book("Canceller", "905-555-0189", "en", 6, { textAppointments: false });
    expect((await cancelAppointment(db, { token: freed.made.visit.manageUrl.split("/").at(-1)!, bookingId: freed.made.visit.people[0].id, locale: "en" }, OPTS)).ok).toBe(true);
    expect(await queueWaitlistOffers(db, { siteUrl: SITE })).toBe(3);
    for (const [i, p] of phones.entries()) {
      expect(await sys("select 1 from private.mail_outbox where kind = 'waitlist-offer' and to_address = $1", [`batch${i}@example.com`])).toHaveLength(1);
      const [offer] = await texts(p);
      expect(offer.kind).toBe("sms-offer");
      expect(offer.text_body).toMatch(/^Brightview Eye Care: An earlier time is free: .+ at Goreway.*\. See it: https:\/\/brightview\.example\.com\/s\/[A-Za-z0-9_-]{16}$/);
    }

    // Tomorrow at 10 PM: always ahead of the rows' own time, whenever the suite runs.
    const tenPm = brampton(day(1), "22:00");
    const night = recorder();
    const report = await deliverTexts(db, night, { statusCallback: null, quiet: QUIET, rate: 1000, now: () => tenPm });
    expect(night.sent.filter((r) => phones.includes(r.to_address))).toHaveLength(0);
    expect(report.held).toBeGreaterThanOrEqual(3);
    for (const p of phones) {
      const [offer] = await texts(p);
      expect(offer.status).toBe("pending");
      expect(new Date(offer.next_attempt_at).getTime()).toBe(brampton(day(2), "08:00").getTime());
    }
    const morning = recorder();
    await deliverTexts(db, morning, { statusCallback: null, quiet: QUIET, rate: 1000, now: () => brampton(day(2), "08:00") });
    expect(morning.sent.map((r) => r.to_address).filter((to) => phones.includes(to)).sort()).toEqual(phones);
  });

  it("a patient's free text is in Texts under their name, unread first; the desk's reply is queued and listed", async () => {
    const phone = "+19055550145";
    await book("Simran", "905-555-0145", "hi", 7);
    expect((await inbound({ MessageSid: sid(), From: phone, Body: "Can I bring my glasses for a check?" })).status).toBe(200);
    const threads = await listThreads(db, staff.front_desk);
    expect(threads[0]).toMatchObject({ number: phone, patientName: "Simran Texter", unread: 1 });
    expect(await listThreads(db, staff.optometrist).catch((e: Error) => e.message)).toMatch(/does not allow/);

    expect(await replyToThread(db, staff.front_desk, { number: phone, body: "Yes, please bring them." })).toEqual({ ok: true });
    expect(await replyToThread(db, staff.front_desk, { number: "+19055550999", body: "Hello" })).toMatchObject({ ok: false });
    const thread = (await openThread(db, staff.front_desk, phone))!;
    expect(thread.messages.map((m) => [m.direction, m.body])).toEqual([
      ["in", "Can I bring my glasses for a check?"],
      ["out", "Yes, please bring them."],
    ]);
    expect((await listThreads(db, staff.front_desk)).find((t) => t.number === phone)!.unread).toBe(0);
    const [record] = await sys<{ id: string }>("select id from public.patients where email = 'simran@example.com'");
    const messages = await db.run(staff.front_desk, (tx) => tx.query<{ channel: string; direction: string; subject: string }>("select channel, direction, subject from private.patient_messages($1)", [record.id]));
    expect(messages.filter((m) => m.channel === "sms").map((m) => [m.direction, m.subject])).toEqual(
      expect.arrayContaining([["in", "Can I bring my glasses for a check?"], ["out", "Yes, please bring them."]]),
    );
  });

  it("Twilio's 21614 marks the number Can't receive texts and it is never tried again; a 429 is retried later and sent once", async () => {
    const accountSid = `AC${"0123456789abcdef".repeat(2)}`;
    const api = await startFakeTwilio({ accountSid, authToken: TOKEN });
    try {
      const transport = twilioTransport({ accountSid, authToken: TOKEN, from: "+12895550100", httpClient: api.httpClient });
      const landline = await book("Landline", NOT_MOBILE_NUMBER.replace("+1", ""), "en", 8);
      const busy = await book("Busy", RATE_LIMITED_ONCE_NUMBER.replace("+1", ""), "en", 10);
      await queueDueReminders(db, { siteUrl: SITE, now: new Date(landline.start.getTime() - 12 * 3_600_000) });
      await queueDueReminders(db, { siteUrl: SITE, now: new Date(busy.start.getTime() - 12 * 3_600_000) });
      const noon = () => brampton(day(1), "12:00");
      await deliverTexts(db, transport, { statusCallback: null, quiet: QUIET, rate: 1000, now: noon });
      expect((await texts(NOT_MOBILE_NUMBER)).map((t) => t.status)).toEqual(["skipped"]);
      const [record] = await sys<{ id: string }>("select id from public.patients where email = 'landline@example.com'");
      expect(await patientTextConsent(db, staff.front_desk, record.id)).toMatchObject({ cannotReceive: true });
      const [retry] = await texts(RATE_LIMITED_ONCE_NUMBER);
      expect(retry.status).toBe("failed");

      // Later: the 429'd text goes once; the landline is not tried again, even for a new text.
      await sys("insert into private.mail_outbox (channel, kind, to_address, subject, text_body) values ('sms', 'sms-desk-reply', $1, 'Text', 'Hello')", [NOT_MOBILE_NUMBER]);
      await deliverTexts(db, transport, { statusCallback: null, quiet: QUIET, rate: 1000, now: () => brampton(day(1), "13:00") });
      expect((await texts(RATE_LIMITED_ONCE_NUMBER)).map((t) => t.status)).toEqual(["sent"]);
      const tries = api.requests.map((r) => r.fields.To);
      expect(tries.filter((t) => t === NOT_MOBILE_NUMBER)).toHaveLength(1);
      expect(tries.filter((t) => t === RATE_LIMITED_ONCE_NUMBER)).toHaveLength(2);
    } finally {
      await api.close();
    }
  });
});
