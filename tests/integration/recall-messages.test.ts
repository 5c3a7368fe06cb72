import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_ROLE } from "@/lib/auth/permissions";
import { createBooking, getSchedule } from "@/lib/booking";
import type { Caller } from "@/lib/db/types";
import { getT } from "@/lib/i18n/messages";
import { openPatientConditions, ownRecallConsent, recallConsentHistory, savePatientConditions, setOwnRecallConsent, setPatientRecallConsent } from "@/lib/recall/consent";
import { recallBookingPrefill, unsubscribeRecall, unsubscribeView } from "@/lib/recall/links";
import { readRecallNotices, saveRecallNotices } from "@/lib/recall/rules";
import { queueRecallNotices } from "@/lib/recall/send";
import { logRecallCall, RECALL_CSV_HEADER, recallCsv, recallList, recallReason } from "@/lib/recall/list";
import { recallResults } from "@/lib/recall/results";
import { todayInToronto } from "@/lib/validations/booking-choices";
import type { RecallListQuery } from "@/lib/validations/recall";
import { backends, createTestDb, type TestDb } from "../support/db";

type User = Caller & { kind: "user" };
const SITE = "https://brightview.example.com";
const OPTS = { clinicInbox: "appointments@brightview.example.com", siteUrl: SITE };
const DAY = 86_400_000;
/** A fixed clock: noon in Brampton on 1 March 2027. */
const NOW = new Date("2027-03-01T17:00:00Z");
const day = (offset: number) => new Date(Date.parse("2027-03-01T12:00:00Z") + offset * DAY).toISOString().slice(0, 10);

type Mail = { kind: string; to_address: string; subject: string; text_body: string; headers: Record<string, string>; patient_id: string | null };

// Issue 43, the messages: consent (CASL), the three notices, one e-mail per household, "Book my
// exam" and unsubscribe, each notice once even with two senders at once.
describe.each(backends)("recall messages on %s", (backend) => {
  let db: TestDb;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const staff = {} as Record<"front_desk" | "optometrist", User>;
  let optometristId: string;

  beforeAll(async () => {
    db = await createTestDb(backend);
    for (const role of ["front_desk", "optometrist"] as const) {
      const email = `${role.replace("_", "")}.recallmail@example.com`;
      const [{ id }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id", [email]);
      await sys("insert into public.user_roles (user_id, role) values ($1, $2)", [id, DB_ROLE[role]]);
      staff[role] = { kind: "user", userId: id, email };
    }
    [{ id: optometristId }] = await sys<{ id: string }>("select id from public.staff where active and role = 'optometrist' order by title limit 1");
  });
  afterAll(async () => db?.drop());

  let n = 0;
  /** A patient with a visit seen on `seen` (optional), due on `due`, with or without consent. */
  async function patient(o: { first?: string; email?: string; due: string; consent?: boolean; language?: string; dob?: string; household?: string | null; seen?: string }) {
    n++;
    const first = o.first ?? `Pat${n}`;
    const [p] = await sys<{ id: string }>(
      `insert into public.patients (first_name, last_name, email, phone, date_of_birth, language, clinic_id, household_id)
       values ($1, 'Recall', $2, '905-555-0100', $3, $4, 'goreway', $5) returning id`,
      [first, o.email ?? `${first.toLowerCase()}${n}@example.com`, o.dob ?? "1985-06-01", o.language ?? "en", o.household ?? null],
    );
    if (o.consent !== false) await sys("select private.record_recall_consent($1, true, 'front-desk', 'test', 'en', null)", [p.id]);
    if (o.seen) {
      await sys(
        // Each patient's visit at its own time: one optometrist sees one patient at a time.
        `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, starts_at, ends_at, seen_at, optometrist_id, patient_id, status)
         select $1, 'Recall', $2, '905-555-0100', $3, 'Comprehensive Eye Exam', 'goreway', t, t + interval '30 minutes', t, $5, $6, 'completed'
         from (select $4::timestamptz + $7 * interval '31 minutes' as t) x`,
        [first, o.email ?? `${first.toLowerCase()}${n}@example.com`, o.seen, `${o.seen}T13:00:00Z`, optometristId, p.id, n % 12],
      );
    }
    // As "Mark seen" does: the visit first, then the due date it gives (kept with that visit's optometrist).
    await sys("update public.patients set next_exam_due = $2 where id = $1", [p.id, o.due]);
    return p.id;
  }
  const mailTo = (email: string) => sys<Mail>("select kind, to_address, subject, text_body, headers, patient_id from private.mail_outbox where to_address = $1 order by created_at", [email]);
  const send = (at = NOW) => queueRecallNotices(db, { siteUrl: SITE, now: at });

  it("a consenting patient due in 20 days gets one e-mail in Punjabi, with Book my exam and the unsubscribe headers; sending again sends nothing", async () => {
    const id = await patient({ first: "Gurpreet", email: "gurpreet@example.com", due: day(20), language: "pa", seen: "2025-03-21" });
    await send();
    const mails = await mailTo("gurpreet@example.com");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.kind).toBe("recall-first");
    expect(mail.patient_id).toBe(id);
    expect(mail.subject).toContain("ਅੱਖਾਂ ਦੀ ਜਾਂਚ");
    expect(mail.text_body).toContain("Gurpreet");
    expect(mail.text_body).toContain("Goreway");
    expect(mail.text_body).toMatch(new RegExp(`${SITE}/pa/brampton/book-exam\\?recall=[A-Za-z0-9_-]{43}`));
    expect(mail.text_body).toMatch(new RegExp(`${SITE}/pa/brampton/book-exam/unsubscribe/[A-Za-z0-9_-]{43}`));
    expect(mail.headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${SITE}/api/recall/unsubscribe/[A-Za-z0-9_-]{43}>$`));
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The last visit's date is named, in Punjabi's own formatting of it.
    expect(mail.text_body).toContain("2025");

    await send();
    await send(new Date(NOW.getTime() + 3 * DAY));
    expect(await mailTo("gurpreet@example.com")).toHaveLength(1);
  });

  it("Book my exam fills the form with the patient, their clinic and their last optometrist while active; an expired link fills nothing", async () => {
    await patient({ first: "Harleen", email: "harleen@example.com", due: day(25), seen: "2025-03-01" });
    await send();
    const [mail] = await mailTo("harleen@example.com");
    const token = /recall=([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1];
    expect(await recallBookingPrefill(db, token)).toEqual({
      firstName: "Harleen",
      lastName: "Recall",
      email: "harleen@example.com",
      phone: "905-555-0100",
      dateOfBirth: "1985-06-01",
      location: "goreway",
      optometrist: optometristId,
    });
    await sys("update public.staff set active = false where id = $1", [optometristId]);
    expect((await recallBookingPrefill(db, token))?.optometrist).toBe("");
    await sys("update public.staff set active = true where id = $1", [optometristId]);
    await sys("update private.recall_links set expires_at = now() - interval '1 second'");
    expect(await recallBookingPrefill(db, token)).toBeNull();
    expect(await recallBookingPrefill(db, "A".repeat(43))).toBeNull();
  });

  it("nothing goes to a patient without consent, with an exam booked ahead, or marked Do not contact", async () => {
    await patient({ email: "noconsent@example.com", due: day(10), consent: false });
    const booked = await patient({ email: "booked@example.com", due: day(10) });
    await sys(
      `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, starts_at, ends_at, patient_id)
       values ('Booked', 'Recall', 'booked@example.com', '905-555-0100', $1, 'Comprehensive Eye Exam', 'goreway', $2, $3, $4)`,
      [day(40), `${day(40)}T14:00:00Z`, `${day(40)}T14:30:00Z`, booked],
    );
    const dnc = await patient({ email: "dnc@example.com", due: day(10) });
    await sys("update public.patients set status = 'do-not-contact', status_reason = 'asked' where id = $1", [dnc]);
    await send();
    for (const email of ["noconsent@example.com", "booked@example.com", "dnc@example.com"]) expect(await mailTo(email), email).toEqual([]);
  });

  it("one e-mail per household names every due member; the unsubscribe link stops the next notice, and only after its button", async () => {
    const [{ id: household }] = await sys<{ id: string }>("insert into public.households default values returning id");
    for (const [first, dob] of [["Parent", "1980-01-01"], ["Asha", "2015-02-01"], ["Dev", "2017-03-01"], ["Mira", "2019-04-01"]] as const) {
      await patient({ first, email: "family@example.com", due: day(15), household, dob, language: "hi" });
    }
    await send();
    const mails = await mailTo("family@example.com");
    expect(mails).toHaveLength(1);
    for (const name of ["Parent", "Asha", "Dev", "Mira"]) expect(mails[0].text_body).toContain(name);
    expect(mails[0].text_body.match(/recall=/g)).toHaveLength(4);

    const token = /unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mails[0].text_body)![1];
    // Opening the page (a mail scanner) changes nothing.
    expect(await unsubscribeView(db, token)).toEqual({ names: ["Parent", "Asha", "Dev", "Mira"], language: "hi", done: false });
    expect((await sys<{ n: number }>("select count(*)::int as n from public.patients where household_id = $1 and recall_consent", [household]))[0].n).toBe(4);
    expect(await unsubscribeRecall(db, token, "unsubscribe")).toBe(true);
    expect(await unsubscribeRecall(db, token, "unsubscribe")).toBe(true);
    expect((await unsubscribeView(db, token))?.done).toBe(true);
    // The due date comes: no second notice.
    await send(new Date(NOW.getTime() + 15 * DAY));
    expect(await mailTo("family@example.com")).toHaveLength(1);
    const [history] = await sys<{ given: boolean; source: string; words: string; n: number }>(
      `select given, source, words, count(*) over ()::int as n from public.recall_consents c join public.patients p on p.id = c.patient_id
       where p.household_id = $1 and not c.given`,
      [household],
    );
    expect(history).toMatchObject({ given: false, source: "unsubscribe", words: "Unsubscribe", n: 4 });
    expect(await unsubscribeRecall(db, "B".repeat(43), "unsubscribe")).toBe(false);
  });

  it("the three notices follow the due date, each once, and a new due date starts its own schedule", async () => {
    const id = await patient({ email: "stages@example.com", due: day(30) });
    await send();
    await send(new Date(NOW.getTime() + 30 * DAY));
    await send(new Date(NOW.getTime() + 45 * DAY));
    await send(new Date(NOW.getTime() + 60 * DAY));
    await send(new Date(NOW.getTime() + 61 * DAY));
    expect((await mailTo("stages@example.com")).map((m) => m.kind)).toEqual(["recall-first", "recall-second", "recall-last"]);
    await sys("update public.patients set next_exam_due = $2 where id = $1", [id, day(90)]);
    await send(new Date(NOW.getTime() + 61 * DAY));
    expect((await mailTo("stages@example.com")).map((m) => m.kind)).toEqual(["recall-first", "recall-second", "recall-last", "recall-first"]);
  });

  it("the Owner moves the first notice to 10 days before: a patient due in 20 days waits, one due in 8 gets it; nobody else may change it", async () => {
    const [{ id: ownerId }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ('owner.notices@example.com', now()) returning id");
    await sys("insert into public.user_roles (user_id, role) values ($1, 'admin')", [ownerId]);
    const owner: User = { kind: "user", userId: ownerId, email: "owner.notices@example.com" };
    expect(await saveRecallNotices(db, staff.front_desk, { first: -10, second: 0, last: 30 })).toBe(false);
    expect(await saveRecallNotices(db, owner, { first: -10, second: 0, last: 30 })).toBe(true);
    expect(await db.run(owner, (tx) => readRecallNotices(tx))).toEqual({ first: -10, second: 0, last: 30 });
    await patient({ email: "wait20@example.com", due: day(20) });
    await patient({ email: "get8@example.com", due: day(8) });
    await send();
    expect(await mailTo("wait20@example.com")).toEqual([]);
    expect(await mailTo("get8@example.com")).toHaveLength(1);
    await expect(saveRecallNotices(db, owner, { first: 5, second: 0, last: 30 })).rejects.toThrow();
    expect(await saveRecallNotices(db, owner, { first: -30, second: 0, last: 30 })).toBe(true);
  });

  it("consent given late does not bring old notices: only the latest notice due", async () => {
    await patient({ email: "late@example.com", due: day(-5) });
    await send();
    expect((await mailTo("late@example.com")).map((m) => m.kind)).toEqual(["recall-second"]);
  });

  it("two senders at once send each notice once", async () => {
    for (let i = 0; i < 6; i++) await patient({ email: `twice${i}@example.com`, due: day(12) });
    const counts = await Promise.all([send(), send()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    const [{ n }] = await sys<{ n: number }>("select count(*)::int as n from private.mail_outbox where to_address like 'twice%'");
    expect(n).toBe(6);
  });

  it("the booking form's box records consent with its words and source; a booking from Book my exam counts for the recall", async () => {
    const first = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "goreway" });
    /** The first time still free on the second bookable day. */
    const free = async () => {
      const [slot] = (await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "goreway", date: first.days[1].date })).slots;
      return { slot: slot.value, preferredDate: slot.start.slice(0, 10) };
    };
    const base = { lastName: "Consent", email: "booker@example.com", phone: "905-555-0111", serviceType: "Comprehensive Eye Exam" as const, location: "goreway" };
    const ticked = await createBooking(db, { ...base, ...(await free()), firstName: "Ticked", recallConsent: true, locale: "hi" }, "10.9.0.1", OPTS);
    expect(ticked.ok).toBe(true);
    const [row] = await sys<{ recall_consent: boolean; source: string; words: string; language: string }>(
      `select p.recall_consent, c.source, c.words, c.language from public.patients p join public.recall_consents c on c.patient_id = p.id where p.first_name = 'Ticked'`,
    );
    expect(row).toEqual({ recall_consent: true, source: "booking", words: getT("hi", "booking")("recallConsent"), language: "hi" });
    const unticked = await createBooking(db, { ...base, ...(await free()), firstName: "Unticked" }, "10.9.0.2", OPTS);
    expect(unticked.ok).toBe(true);
    expect((await sys<{ c: boolean }>("select recall_consent as c from public.patients where first_name = 'Unticked'"))[0].c).toBe(false);

    // From a recall e-mail's link: the booking is marked; a made-up token marks nothing.
    await patient({ first: "Linked", email: "linked@example.com", due: day(18) });
    await send();
    const token = /recall=([A-Za-z0-9_-]{43})/.exec((await mailTo("linked@example.com"))[0].text_body)![1];
    const linked = await createBooking(db, { ...base, ...(await free()), firstName: "Linked", lastName: "Recall", email: "linked@example.com", recall: token }, "10.9.0.3", OPTS);
    expect(linked.ok).toBe(true);
    const forged = await createBooking(db, { ...base, ...(await free()), firstName: "Forged", recall: "C".repeat(43) }, "10.9.0.4", OPTS);
    expect(forged.ok).toBe(true);
    const marked = await sys<{ first_name: string }>("select first_name from public.bookings where from_recall order by first_name");
    expect(marked.map((r) => r.first_name)).toEqual(["Linked"]);
  });

  it("the account's switch changes its own records only; the front desk records consent, an optometrist may not", async () => {
    const [{ id: userId }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ('owner.account@example.com', now()) returning id");
    const mine = await patient({ first: "Mine", email: "owner.account@example.com", due: day(200), consent: false });
    const other = await patient({ first: "Other", email: "other.account@example.com", due: day(200), consent: false });
    const me: User = { kind: "user", userId, email: "owner.account@example.com" };
    expect(await ownRecallConsent(db, me)).toBe(false);
    expect(await setOwnRecallConsent(db, me, true, "E-mail me when my next eye exam is due")).toBe(1);
    expect(await ownRecallConsent(db, me)).toBe(true);
    const consent = async (id: string) => (await sys<{ c: boolean }>("select recall_consent as c from public.patients where id = $1", [id]))[0].c;
    expect(await consent(mine)).toBe(true);
    expect(await consent(other)).toBe(false);
    expect((await recallConsentHistory(db, me, mine))[0]).toMatchObject({ given: true, source: "account", actor_email: "owner.account@example.com" });
    expect(await recallConsentHistory(db, me, other)).toEqual([]);

    expect(await setPatientRecallConsent(db, staff.optometrist, other, true, "agreed")).toBe(false);
    expect(await consent(other)).toBe(false);
    expect(await setPatientRecallConsent(db, staff.front_desk, other, true, "agreed")).toBe(true);
    expect(await consent(other)).toBe(true);
    expect((await recallConsentHistory(db, staff.front_desk, other))[0]).toMatchObject({ source: "front-desk", actor_email: staff.front_desk.email });
    // Nobody writes consent or the links table directly.
    await expect(db.run(me, (tx) => tx.query("update public.patients set recall_consent = true where id = $1", [other]))).rejects.toThrow();
    await expect(db.run({ kind: "anon" }, (tx) => tx.query("select * from private.recall_links"))).rejects.toThrow();
  });

  it("the recall list: due and overdue by clinic; Log call moves a row to Contacted, a booking to Booked, Declined with stop off the list and the sender", async () => {
    const today = todayInToronto();
    const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    const dueToday = await patient({ first: "Listdue", email: "listdue@example.com", due: today, seen: shift(-700) });
    const overdue = await patient({ first: "Listover", email: "listover@example.com", due: shift(-5) });
    await sys("update public.patients set clinic_id = 'steeles' where id = $1", [overdue]);
    const desk = staff.front_desk;
    const q = (tab: "due" | "overdue" | "contacted" | "booked", over: Partial<RecallListQuery> = {}) => recallList(db, desk, { tab, page: 1, ...over });
    const names = async (tab: "due" | "overdue" | "contacted" | "booked", over: Partial<RecallListQuery> = {}) => (await q(tab, over)).rows.map((r) => r.first_name);
    expect(await names("due")).toContain("Listdue");
    expect(await names("due")).not.toContain("Listover");
    expect(await names("overdue")).toContain("Listover");
    expect(await names("overdue", { clinic: "goreway" })).not.toContain("Listover");
    expect(await names("due", { optometrist: optometristId })).toEqual(["Listdue"]);
    const row = (await q("due")).rows.find((r) => r.id === dueToday)!;
    expect(row).toMatchObject({ last_visit: shift(-700), optometrist: expect.any(String), messages: 0 });
    expect(recallReason(row)).toBe("Age (20 to 64)");
    // Nobody without the patients permission sees the list or logs a call.
    expect((await recallList(db, staff.optometrist, { tab: "due", page: 1 })).rows).toEqual([]);
    expect(await logRecallCall(db, staff.optometrist, { patientId: dueToday, outcome: "no-answer", note: "", stop: false })).toBe(false);

    expect(await logRecallCall(db, desk, { patientId: dueToday, outcome: "left-message", note: "Call after 5", stop: false })).toBe(true);
    expect(await names("due")).not.toContain("Listdue");
    expect((await q("contacted")).rows.find((r) => r.id === dueToday)).toMatchObject({ last_call_outcome: "left-message" });
    await sys(
      `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, starts_at, ends_at, patient_id)
       values ('Listdue', 'Recall', 'listdue@example.com', '905-555-0100', $1, 'Comprehensive Eye Exam', 'goreway', now() + interval '3 days', now() + interval '3 days 30 minutes', $2)`,
      [shift(3), dueToday],
    );
    expect(await names("contacted")).not.toContain("Listdue");
    expect(await names("booked")).toContain("Listdue");

    // Declined, and asked to stop: off every tab and never sent a notice.
    expect(await logRecallCall(db, desk, { patientId: overdue, outcome: "declined", note: "", stop: true })).toBe(true);
    for (const tab of ["due", "overdue", "contacted", "booked"] as const) expect(await names(tab)).not.toContain("Listover");
    await send(new Date());
    expect(await mailTo("listover@example.com")).toEqual([]);

    // The CSV: the tab's rows, a formula-like name made inert.
    const formula = await patient({ first: "=HYPERLINK(1)", email: "formula@example.com", due: today });
    let csv = "";
    for await (const chunk of recallCsv(db, desk, { tab: "due", page: 1 })) csv += chunk;
    expect(csv.split("\r\n")[0]).toBe(RECALL_CSV_HEADER.join(","));
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(formula).toBeTruthy();
  });

  it("Recall results count a month's due patients, those contacted, those who booked within 60 days and those seen; the optometrist may not read them", async () => {
    const dueDay = day(10);
    const contacted = await patient({ first: "Resa", email: "resa@example.com", due: dueDay, seen: "2025-03-10" });
    const booker = await patient({ first: "Resb", email: "resb@example.com", due: dueDay, seen: "2025-03-10" });
    await patient({ first: "Resc", email: "resc@example.com", due: dueDay, consent: false, seen: "2025-03-10" });
    await send();
    // Booked after the e-mail, then seen: the visit moves the due date on, and the old month still counts it.
    await sys(
      `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, starts_at, ends_at, patient_id, seen_at, status, optometrist_id)
       values ('Resb', 'Recall', 'resb@example.com', '905-555-0100', $1, 'Comprehensive Eye Exam', 'goreway', $2, $3, $4, $2, 'completed', $5)`,
      [dueDay, `${dueDay}T14:00:00Z`, `${dueDay}T14:30:00Z`, booker, optometristId],
    );
    await sys("update public.patients set next_exam_due = $2 where id = $1", [booker, day(740)]);
    const month = dueDay.slice(0, 7);
    const rows = (await recallResults(db, staff.front_desk, { from: month, to: month })).filter((r) => r.clinic_id === "goreway");
    const total = rows.reduce((t, r) => ({ due: t.due + r.due, contacted: t.contacted + r.contacted, booked: t.booked + r.booked, seen: t.seen + r.seen }), { due: 0, contacted: 0, booked: 0, seen: 0 });
    expect(total.due).toBeGreaterThanOrEqual(3);
    expect(total.contacted).toBeGreaterThanOrEqual(2);
    expect(total.booked).toBeGreaterThanOrEqual(1);
    expect(total.seen).toBeGreaterThanOrEqual(1);
    // Exactly these three patients, by themselves: one more due counts one more.
    const before = total.due;
    await patient({ first: "Resd", email: "resd@example.com", due: dueDay, seen: "2025-03-10" });
    const after = (await recallResults(db, staff.front_desk, { from: month, to: month }, "goreway")).reduce((n, r) => n + r.due, 0);
    expect(after).toBe(before + 1);
    expect(contacted).toBeTruthy();
    expect(await recallResults(db, staff.optometrist, { from: month, to: month })).toEqual([]);
  });

  it("eligible conditions are read and changed only with the prescriptions permission, each look logged; the front desk sees only the due date", async () => {
    const [{ id: ownerId }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ('owner.conditions@example.com', now()) returning id");
    await sys("insert into public.user_roles (user_id, role) values ($1, 'admin')", [ownerId]);
    const owner: User = { kind: "user", userId: ownerId, email: "owner.conditions@example.com" };
    const who = { userId: ownerId, email: owner.email, role: "owner" as const, clientAddress: "10.0.0.9" };
    const id = await patient({ first: "Cond", email: "cond@example.com", due: day(300) });
    await sys("update public.patients set date_of_birth = '1980-02-02' where id = $1", [id]);

    expect(await openPatientConditions(db, staff.front_desk, { ...who, role: "front_desk" }, id, null)).toBeNull();
    await expect(db.run(staff.front_desk, (tx) => tx.query("select eligible_conditions from public.patients where id = $1", [id]))).rejects.toThrow(/permission/);
    expect(await savePatientConditions(db, staff.front_desk, id, { conditions: ["diabetes"], contactLens: false })).toBe(false);
    // An optometrist holds `prescriptions` but this patient is on nobody's day sheet of theirs.
    expect(await savePatientConditions(db, staff.optometrist, id, { conditions: ["diabetes"], contactLens: false })).toBe(false);

    expect(await savePatientConditions(db, owner, id, { conditions: ["diabetes", "glaucoma"], contactLens: true })).toBe(true);
    expect(await openPatientConditions(db, owner, who, id, "cond@example.com")).toEqual({ conditions: ["diabetes", "glaucoma"], contactLens: true });
    const [log] = await sys<{ kind: string; actor_email: string; allowed: boolean }>("select kind, actor_email, allowed from public.access_log where subject_id = $1", [id]);
    expect(log).toEqual({ kind: "eligible-conditions", actor_email: owner.email, allowed: true });
    const [history] = await sys<{ detail: string }>("select detail from public.patient_history where patient_id = $1 and actor_email = $2", [id, owner.email]);
    expect(history.detail).toBe("Eligible conditions: diabetes, glaucoma; contact lens wearer: yes");
    // The front desk's day sheet still gets the date the conditions give (one year for an adult with one).
    const [due] = await db.run(staff.front_desk, (tx) => tx.query<{ d: string }>("select private.patient_recall_due($1, '2027-01-10')::text as d", [id]));
    expect(due.d).toBe("2028-01-10");
  });
});
