import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_ROLE } from "@/lib/auth/permissions";
import type { Caller } from "@/lib/db/types";
import { getT } from "@/lib/i18n/messages";
import { todayInToronto } from "@/lib/validations/booking-choices";
import type { WaitlistInput } from "@/lib/validations/waitlist";
import { listLiveEntries, removeWaitlistEntry } from "@/lib/waitlist/admin";
import { joinWaitlist, leaveWaitlist, waitlistEntryView } from "@/lib/waitlist/join";
import { backends, createTestDb, type TestDb } from "../support/db";

const SITE = { siteUrl: "https://brightview.example.com" };
const day = (offset: number) => new Date(Date.parse(`${todayInToronto()}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
let ipCounter = 0;
const ip = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

// Issue 44, joining: the entry, its e-mail and leave link, the per-address limit (even for joins at
// once), the booking horizon, and leaving only on the page's button.
describe.each(backends)("joining the waitlist on %s", (backend) => {
  let db: TestDb;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  beforeAll(async () => {
    db = await createTestDb(backend);
  });
  afterAll(async () => db?.drop());

  const input = (over: Partial<WaitlistInput> = {}): WaitlistInput => ({
    firstName: "Gurleen",
    lastName: "Waits",
    email: "gurleen.waits@example.com",
    phone: "905-555-0131",
    serviceType: "Comprehensive Eye Exam",
    location: "goreway",
    earliest: day(1),
    latest: day(14),
    times: ["mornings"],
    locale: "en",
    ...over,
  });
  const mails = (email: string) => sys<{ subject: string; text_body: string; patient_id: string | null }>("select subject, text_body, patient_id from private.mail_outbox where to_address = $1 and kind = 'waitlist-joined' order by created_at", [email]);
  const live = async (email: string) => (await sys<{ n: number }>("select count(*)::int as n from public.waitlist_entries where email = $1 and ended_at is null", [email]))[0].n;

  it("joins: the entry with its patient record, and one e-mail in the page's language with a link to leave", async () => {
    expect(await joinWaitlist(db, input({ email: "pa.waits@example.com", locale: "pa", times: ["mornings", "saturdays"] }), ip(), SITE)).toEqual({ ok: true });
    const [entry] = await sys<{ clinic_id: string; times: string[]; patient_id: string; locale: string }>("select clinic_id, times, patient_id, locale from public.waitlist_entries where email = 'pa.waits@example.com'");
    expect(entry).toMatchObject({ clinic_id: "goreway", times: ["mornings", "saturdays"], locale: "pa" });
    expect(entry.patient_id).toBeTruthy();
    const [mail] = await mails("pa.waits@example.com");
    expect(mail.subject).toBe(getT("pa", "waitlist")("mail.subject", { brand: "Brightview Eye Care" }));
    expect(mail.patient_id).toBe(entry.patient_id);
    expect(mail.text_body).toContain("ਸਵੇਰ");
    expect(mail.text_body).toMatch(/https:\/\/brightview\.example\.com\/pa\/brampton\/book-exam\/waitlist\/[A-Za-z0-9_-]{43}/);
  });

  it("the leave link's page changes nothing; its button ends the entry, once", async () => {
    await joinWaitlist(db, input({ email: "leaver@example.com" }), ip(), SITE);
    const token = /waitlist\/([A-Za-z0-9_-]{43})/.exec((await mails("leaver@example.com"))[0].text_body)![1];
    expect(await waitlistEntryView(db, token, "en")).toMatchObject({ service: "Comprehensive Eye Exam", ended: false });
    expect(await live("leaver@example.com")).toBe(1);
    expect(await leaveWaitlist(db, token)).toBe(true);
    expect(await leaveWaitlist(db, token)).toBe(true);
    expect(await live("leaver@example.com")).toBe(0);
    expect((await waitlistEntryView(db, token, "en"))?.ended).toBe(true);
    expect((await sys<{ end_reason: string }>("select end_reason from public.waitlist_entries where email = 'leaver@example.com'"))[0].end_reason).toBe("left");
    expect(await leaveWaitlist(db, "A".repeat(43))).toBe(false);
    expect(await waitlistEntryView(db, "not a token", "en")).toBeNull();
  });

  it("holds at most three live entries per address, even for five joins at once", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => joinWaitlist(db, input({ email: "many@example.com", earliest: day(1 + i) }), ip(), SITE)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, error: "This e-mail address is already on the waitlist 3 times. Leave one of those to join again." });
    expect(await live("many@example.com")).toBe(3);
  });

  it("refuses dates in the past, a latest date before the earliest or past the booking horizon, and a clinic that does not exist, with the form's words", async () => {
    expect(await joinWaitlist(db, input({ earliest: day(-1) }), ip(), SITE)).toEqual({ ok: false, error: "Choose a date from today on" });
    expect(await joinWaitlist(db, input({ earliest: day(5), latest: day(2) }), ip(), SITE)).toEqual({ ok: false, error: "The latest date must be on or after the earliest date" });
    const [{ horizon_days: horizon }] = await sys<{ horizon_days: number }>("select horizon_days from public.booking_rules");
    expect(await joinWaitlist(db, input({ latest: day(horizon + 1) }), ip(), SITE)).toEqual({ ok: false, error: `Choose a latest date no more than ${horizon} days ahead` });
    expect(await joinWaitlist(db, input({ location: "nowhere" }), ip(), SITE)).toEqual({ ok: false, error: "Please choose a clinic" });
    expect(await joinWaitlist(db, input({ firstName: "Ann\u202Eevil" }), ip(), SITE)).toMatchObject({ ok: false });
    expect(await joinWaitlist(db, input({ times: ["midnight" as never] }), ip(), SITE)).toMatchObject({ ok: false });
    expect(await live("gurleen.waits@example.com")).toBe(0);
  });

  it("the front desk reads the entries; a visitor or a signed-in customer reads none and writes none", async () => {
    const [{ id: desk }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ('desk.waitlist@example.com', now()) returning id");
    await sys("insert into public.user_roles (user_id, role) values ($1, $2)", [desk, DB_ROLE.front_desk]);
    const [{ id: user }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ('many@example.com', now()) returning id");
    const as = (c: Caller, sql: string) => db.run(c, (tx) => tx.query(sql));
    expect((await as({ kind: "user", userId: desk, email: "desk.waitlist@example.com" }, "select id from public.waitlist_entries")).length).toBeGreaterThan(0);
    expect(await as({ kind: "user", userId: user, email: "many@example.com" }, "select id from public.waitlist_entries")).toEqual([]);
    await expect(as({ kind: "anon" }, "select id from public.waitlist_entries")).rejects.toThrow();
    await expect(as({ kind: "anon" }, "update public.waitlist_entries set ended_at = now(), end_reason = 'left'")).rejects.toThrow();
  });

  it("the clinic's view lists live entries in joining order; the front desk removes one with its reason, an optometrist may not", async () => {
    const [{ id: desk }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ('desk.remove@example.com', now()) returning id");
    await sys("insert into public.user_roles (user_id, role) values ($1, $2)", [desk, DB_ROLE.front_desk]);
    const [{ id: opt }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ('opt.remove@example.com', now()) returning id");
    await sys("insert into public.user_roles (user_id, role) values ($1, $2)", [opt, DB_ROLE.optometrist]);
    const frontDesk = { kind: "user" as const, userId: desk, email: "desk.remove@example.com" };
    const optometrist = { kind: "user" as const, userId: opt, email: "opt.remove@example.com" };
    await joinWaitlist(db, input({ email: "first.in@example.com", firstName: "First" }), ip(), SITE);
    await joinWaitlist(db, input({ email: "second.in@example.com", firstName: "Second", location: "either" }), ip(), SITE);
    const rows = await listLiveEntries(db, frontDesk);
    const names = rows.map((r) => r.first_name);
    expect(names.indexOf("First")).toBeLessThan(names.indexOf("Second"));
    expect(rows.find((r) => r.first_name === "Second")?.clinic_id).toBeNull();
    expect(await listLiveEntries(db, optometrist)).toEqual([]);
    const second = rows.find((r) => r.first_name === "Second")!;
    expect(await removeWaitlistEntry(db, optometrist, second.id, "Booked by phone")).toBe(false);
    expect(await removeWaitlistEntry(db, frontDesk, second.id, "Booked by phone")).toBe(true);
    expect(await removeWaitlistEntry(db, frontDesk, second.id, "Again")).toBe(false);
    const [ended] = await sys<{ end_reason: string; removed_reason: string }>("select end_reason, removed_reason from public.waitlist_entries where id = $1", [second.id]);
    expect(ended).toEqual({ end_reason: "removed", removed_reason: "Booked by phone" });
    expect((await listLiveEntries(db, frontDesk)).map((r) => r.first_name)).not.toContain("Second");
  });
});
