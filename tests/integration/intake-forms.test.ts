import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, getSchedule, hashToken } from "@/lib/booking";
import { addFormsToRecord, formsOfVisits, openFormsHere, openPatientForms, sendFormsAgain } from "@/lib/intake/clinic";
import { loadForms, openForms, saveSection } from "@/lib/intake/forms";
import { purgeUnsentForms, queueFormReminders } from "@/lib/intake/reminders";
import { backends, createTestDb, type TestDb } from "../support/db";
import { makeStaff, type StaffCaller } from "../support/staff";

const SITE = "https://brightview.example.com";
const who = (c: StaffCaller, role: string) => ({ userId: c.userId, email: c.email, role: role as never, clientAddress: "203.0.113.9" });

const ANSWERS = {
  about: { preferredName: "", address: "12 Queen St, Brampton ON L6V 1A1", phone: "905-555-0161", emergencyName: "", emergencyPhone: "", doctorName: "Dr. Rao", doctorClinic: "", filledBy: "patient", filledByName: "" },
  insurance: { noCard: false, healthNumber: "9876 543 217", versionCode: "ab", cardExpiry: "2020-01-31", insurer: "", plan: "", memberId: "" },
  reasons: { reasons: ["blurryNear", "curtainShadow"], details: "Since last week" },
  eyes: { lastExam: "overTwoYears", glasses: "yes", contacts: "yes", lensType: "soft", sleepsInLenses: "no", surgery: "", eyeConditions: ["glaucoma"], otherEyeConditions: "" },
  health: { conditions: ["diabetes"], medications: "Metformin 500 mg\nLisinopril", allergies: "Penicillin" },
  family: { family: ["glaucoma"], familyOther: "" },
  day: { work: "Teacher", screenHours: "fourToEight", driving: "yes", hobbies: "Cricket" },
  consent: { privacy: true, exam: true, lockbox: false, lockboxDetails: "", signature: "Harpreet Formtest" },
};

// Issue 52: the intake forms, from the booking's e-mail to the clinic's record.
describe.each(backends)("the intake forms on %s", (backend) => {
  let db: TestDb;
  let staff: Awaited<ReturnType<typeof makeStaff>>;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const opened = () => true;
  const save = (token: string, section: string, answers: unknown, extra: Partial<{ now: Date; opened: (id: string) => boolean }> = {}) =>
    saveSection(db, { token, section, answers, locale: "en" }, { opened: extra.opened ?? opened, now: extra.now, address: "198.51.100.7", clinicInbox: "clinic@example.com" });

  async function book(firstName: string, email: string, locale: "en" | "pa" = "en", dateOfBirth = "1961-04-09") {
    const query = { serviceType: "Comprehensive Eye Exam" as const, location: "steeles" as const, people: 1 };
    const days = (await getSchedule(db, query)).days;
    const slot = (await getSchedule(db, { ...query, date: days[4].date })).slots.at(-1)!;
    const booked = await createBooking(
      db,
      { firstName, lastName: "Formtest", email, phone: "905-555-0161", dateOfBirth, ...query, preferredDate: slot.start.slice(0, 10), slot: slot.value, notes: "", locale },
      `203.0.113.${Math.floor(Math.random() * 200)}`,
      { clinicInbox: "clinic@example.com", siteUrl: SITE },
    );
    if (!booked.ok) throw new Error(booked.error);
    const [mail] = await sys<{ text_body: string }>("select text_body from private.mail_outbox where kind = 'booking-confirmation' and to_address = $1 order by created_at desc limit 1", [email]);
    const token = /book-exam\/forms\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1];
    return { bookingId: booked.visit.people[0].id, token, mail: mail.text_body, start: new Date(booked.visit.start) };
  }

  beforeAll(async () => {
    db = await createTestDb(backend);
    staff = await makeStaff(db, "intake");
  });
  afterAll(async () => db?.drop());

  it("sends the link with the booking, in the booking's language; following it changes nothing", async () => {
    const { token, mail } = await book("Harpreet", "harpreet.forms@example.com", "pa");
    expect(mail).toContain(`${SITE}/pa/brampton/book-exam/forms/${token}`);
    const state = () => sys("select status, failed_tries, updated_at from public.intake_forms f join private.intake_links l on l.form_id = f.id where l.token_hash = $1", [hashToken(token)]);
    const before = await state();
    expect(before).toHaveLength(1);
    expect(await loadForms(db, token, () => false)).toEqual({ state: "gate", firstName: "Harpreet", ask: "birth" });
    expect(await state()).toEqual(before);
    expect(await loadForms(db, "x".repeat(43), () => true)).toEqual({ state: "invalid" });
  });

  it("refuses a wrong date of birth without saying whose booking it is, and closes the link for 15 minutes after five", async () => {
    const { token } = await book("Gurleen", "gurleen.forms@example.com");
    const now = new Date();
    const wrong = await openForms(db, { token, answer: "1970-01-01", locale: "en" }, now);
    expect(wrong).toEqual({ ok: false, error: "That date of birth does not match this booking" });
    expect(JSON.stringify(wrong)).not.toMatch(/Gurleen|1961/);
    // A date in the future is a typing slip: refused, not counted.
    expect(await openForms(db, { token, answer: "2999-01-01", locale: "en" }, now)).toMatchObject({ ok: false, error: "Please enter a date of birth between 1900 and today" });
    for (let i = 0; i < 4; i++) await openForms(db, { token, answer: "1970-01-02", locale: "en" }, now);
    // Closed now, even to the right date.
    expect(await openForms(db, { token, answer: "1961-04-09", locale: "en" }, now)).toMatchObject({ ok: false, closed: true });
    expect(await loadForms(db, token, () => false, now)).toEqual({ state: "locked", minutes: 15 });
    const later = new Date(now.getTime() + 16 * 60_000);
    expect(await openForms(db, { token, answer: "1961-04-09", locale: "en" }, later)).toMatchObject({ ok: true });
  });

  it("keeps each section on the server, checks the health number, marks urgent symptoms and sends once", async () => {
    const { token, bookingId } = await book("Simran", "simran.forms@example.com");
    // Not opened in this browser: nothing is saved.
    expect(await save(token, "about", ANSWERS.about, { opened: () => false })).toMatchObject({ ok: false });
    expect(await save(token, "about", ANSWERS.about)).toMatchObject({ ok: true, status: "in_progress" });
    const bad = await save(token, "insurance", { ...ANSWERS.insurance, healthNumber: "9876543210" });
    expect(bad).toMatchObject({ ok: false, fields: { healthNumber: "This health number is not valid. Check the 10 digits on the front of the card." } });
    expect(await save(token, "insurance", { ...ANSWERS.insurance, healthNumber: "98765x3217" })).toMatchObject({ ok: false });
    expect(await save(token, "insurance", { ...ANSWERS.insurance, versionCode: "A1" })).toMatchObject({ ok: false, fields: { versionCode: "The version code is one or two letters" } });
    expect(await save(token, "insurance", ANSWERS.insurance)).toMatchObject({ ok: true, cardExpired: true });
    // Hostile text and too many medications change nothing.
    for (const medications of ["Aspirin\u0000", "\ud800", "Aspirin\u202e", Array.from({ length: 200 }, (_, i) => `Drug ${i}`).join("\n")]) {
      expect(await save(token, "health", { ...ANSWERS.health, medications })).toMatchObject({ ok: false });
    }
    expect(await save(token, "reasons", ANSWERS.reasons)).toMatchObject({ ok: true, urgent: true });
    // The consent before every section is saved: refused.
    expect(await save(token, "consent", ANSWERS.consent)).toMatchObject({ ok: false, error: expect.stringContaining("Your eyes") });
    // Two devices at once, different sections: both kept.
    const [eyes, health] = await Promise.all([save(token, "eyes", ANSWERS.eyes), save(token, "health", ANSWERS.health)]);
    expect([eyes.ok, health.ok]).toEqual([true, true]);
    await save(token, "family", ANSWERS.family);
    await save(token, "day", ANSWERS.day);
    // Two sends at once: one wins, the other hears they were sent.
    const sends = await Promise.all([save(token, "consent", ANSWERS.consent), save(token, "consent", ANSWERS.consent)]);
    expect(sends.filter((s) => s.ok)).toHaveLength(1);
    expect(sends.find((s) => !s.ok)).toMatchObject({ error: "These forms were already sent." });
    const [row] = await sys<{ status: string; urgent: boolean; answers: { insurance: { healthNumber: string; versionCode: string } }; consent: { address: string; version: string; words: { exam: string } } }>(
      "select status, urgent, answers, consent from public.intake_forms where booking_id = $1",
      [bookingId],
    );
    expect(row).toMatchObject({ status: "done", urgent: true, answers: { insurance: { healthNumber: "9876543217", versionCode: "AB" } } });
    expect(row.consent).toMatchObject({ address: "198.51.100.7", version: "2026-12", words: { exam: "I agree to the eye exam, which may include drops that widen the pupils" } });
    expect(await save(token, "day", ANSWERS.day)).toEqual({ ok: false, error: "These forms were already sent." });
    // The day sheet reads the status and the urgency, for those who may see the booking.
    const statuses = await db.run(staff.front_desk, (tx) => formsOfVisits(tx, [bookingId]));
    expect(statuses.get(bookingId)).toEqual({ status: "done", urgent: true, lockbox: false });
    expect((await db.run(staff.optician, (tx) => formsOfVisits(tx, [bookingId]))).size).toBe(0);
  });

  it("shows the history to the Owner and Optometrists only, masks the health number for the Front desk, logs every look, and adds to the record", async () => {
    const [{ patient_id }] = await sys<{ patient_id: string }>("select b.patient_id from public.bookings b where b.email = 'simran.forms@example.com'");
    const owner = await openPatientForms(db, staff.owner, who(staff.owner, "owner"), patient_id, "simran.forms@example.com");
    expect(owner[0]).toMatchObject({ fullView: true, answers: { health: { medications: "Metformin 500 mg\nLisinopril" }, insurance: { healthNumber: "9876543217" } } });
    const desk = await openPatientForms(db, staff.front_desk, who(staff.front_desk, "front_desk"), patient_id, "simran.forms@example.com");
    expect(desk[0].fullView).toBe(false);
    expect(Object.keys(desk[0].answers).sort()).toEqual(["about", "insurance"]);
    expect(JSON.stringify(desk)).not.toMatch(/9876543217|Metformin|Penicillin|glaucoma/);
    expect(desk[0].answers.insurance!.healthNumber).toBe("•••• ••• 217");
    expect(await openPatientForms(db, staff.optician, who(staff.optician, "optician"), patient_id, null)).toEqual([]);
    // Direct reads of the answers are refused to every signed-in role.
    await expect(db.run(staff.owner, (tx) => tx.query("select answers from public.intake_forms"))).rejects.toThrow();
    const log = await sys<{ actor_email: string }>("select actor_email from public.access_log where kind = 'intake-forms' and patient_email = 'simran.forms@example.com'");
    expect(log.map((l) => l.actor_email).sort()).toEqual([staff.front_desk.email, staff.owner.email].sort());

    expect(await addFormsToRecord(db, staff.front_desk, { formId: owner[0].id })).toMatchObject({ ok: false });
    expect(await addFormsToRecord(db, staff.owner, { formId: owner[0].id })).toEqual({ ok: true, outcome: "added" });
    const [p] = await sys<{ address: string; eligible_conditions: string[]; contact_lens_wearer: boolean; health_card: { number: string } }>(
      "select address, eligible_conditions, contact_lens_wearer, health_card from public.patients where id = $1",
      [patient_id],
    );
    expect(p).toMatchObject({ address: ANSWERS.about.address, eligible_conditions: ["diabetes", "glaucoma"], contact_lens_wearer: true, health_card: { number: "9876543217" } });
    const [history] = await sys<{ detail: string }>("select detail from public.patient_history where patient_id = $1 and detail like 'From the intake forms%'", [patient_id]);
    expect(history.detail).toContain("health card ending 217");
    expect(await addFormsToRecord(db, staff.owner, { formId: owner[0].id })).toEqual({ ok: true, outcome: "unchanged" });
  });

  it("opens a returning patient's forms filled in, and marks what changed", async () => {
    const { token, bookingId } = await book("Simran", "simran.forms@example.com");
    const view = await loadForms(db, token, () => true);
    if (view.state !== "open") throw new Error(view.state);
    expect(view.form.carried).toContain("health");
    expect(view.form.answers.health).toMatchObject({ medications: "Metformin 500 mg\nLisinopril" });
    for (const s of ["about", "insurance", "reasons", "eyes", "family", "day"] as const) await save(token, s, ANSWERS[s]);
    await save(token, "health", { ...ANSWERS.health, medications: "Metformin 1000 mg" });
    expect(await save(token, "consent", ANSWERS.consent)).toMatchObject({ ok: true, status: "done" });
    const [row] = await sys<{ changed: string[] }>("select changed from public.intake_forms where booking_id = $1", [bookingId]);
    expect(row.changed).toEqual(["health"]);
    // Someone else booking under the same name with another address starts empty.
    const other = await book("Simran", "someone.else@example.com");
    const theirs = await loadForms(db, other.token, () => true);
    expect(theirs.state === "open" && theirs.form.answers).toEqual({});
  });

  it("reminds three days before while not done, sends again, opens on the tablet, ends after the visit and purges what was never sent", async () => {
    const { token, bookingId, start } = await book("Amrit", "amrit.forms@example.com");
    const threeDaysBefore = new Date(start.getTime() - 3 * 86_400_000 + 60_000);
    expect(await queueFormReminders(db, { siteUrl: SITE, now: threeDaysBefore })).toBeGreaterThanOrEqual(1);
    expect(await queueFormReminders(db, { siteUrl: SITE, now: threeDaysBefore })).toBe(0);
    const [reminder] = await sys<{ subject: string; text_body: string }>("select subject, text_body from private.mail_outbox where kind = 'intake-reminder' and to_address = 'amrit.forms@example.com'");
    expect(reminder.subject).toMatch(/^Your forms for /);
    expect(reminder.text_body).toMatch(/\/brampton\/book-exam\/forms\/[A-Za-z0-9_-]{43}/);

    expect(await sendFormsAgain(db, staff.optician, { bookingId }, { siteUrl: SITE })).toMatchObject({ ok: false });
    expect(await sendFormsAgain(db, staff.front_desk, { bookingId }, { siteUrl: SITE })).toEqual({ ok: true });
    const here = await openFormsHere(db, staff.front_desk, who(staff.front_desk, "front_desk"), { bookingId });
    expect(here).toMatchObject({ ok: true });

    const after = new Date(start.getTime() + 3 * 86_400_000);
    expect(await loadForms(db, token, () => true, after)).toEqual({ state: "ended" });
    expect(await purgeUnsentForms(db, new Date(start.getTime() + 29 * 86_400_000))).toBe(0);
    expect(await purgeUnsentForms(db, new Date(start.getTime() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await sys("select 1 from public.intake_forms where booking_id = $1", [bookingId])).toEqual([]);
    // Sent forms stay.
    expect((await sys("select 1 from public.intake_forms where status = 'done'")).length).toBeGreaterThanOrEqual(2);
  });

  it("says so for a cancelled visit's link", async () => {
    const { token, bookingId } = await book("Navdeep", "navdeep.forms@example.com");
    await sys("update public.bookings set status = 'cancelled' where id = $1", [bookingId]);
    expect(await loadForms(db, token, () => true)).toEqual({ state: "cancelled" });
    expect(await save(token, "about", ANSWERS.about)).toMatchObject({ ok: false });
  });
});
