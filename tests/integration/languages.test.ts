import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelByClinic, loadDaySheet } from "@/lib/admin/appointments";
import { createBooking, getSchedule, type OfferedSlot } from "@/lib/booking";
import { cancelAppointment, moveAppointment } from "@/lib/booking/manage";
import { queueDueReminders } from "@/lib/booking/reminders";
import { submitContactMessage } from "@/lib/contact";
import type { BookingInput } from "@/lib/validations/booking";
import { backends, createTestDb, type TestDb } from "../support/db";

const OPTS = { clinicInbox: "appointments@brightview.example.com", siteUrl: "https://brightview.example.com" };
const GURMUKHI = /[\u0A00-\u0A7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;
let ipCounter = 0;
const ip = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Mail = { kind: string; subject: string; text_body: string; attachments: { content: string }[] | null };

describe.each(backends)("a patient's language on %s", (backend) => {
  let db: TestDb;
  const sys = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  beforeAll(async () => {
    db = await createTestDb(backend);
  });
  afterAll(async () => db?.drop());

  const lastMail = async (kind: string) => (await sys<Mail>("select kind, subject, text_body, attachments from private.mail_outbox where kind = $1 order by created_at desc limit 1", [kind]))[0];
  const steelesDay = async (n: number, locale: "en" | "pa" | "hi" = "en") => {
    const first = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles", people: 1, locale });
    return (await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles", people: 1, date: first.days[n].date, locale })).slots;
  };
  const input = (slot: OfferedSlot, locale: "en" | "pa" | "hi"): BookingInput => ({
    firstName: "Harjit",
    lastName: "Kaur",
    email: "harjit@example.com",
    phone: "905-555-0177",
    serviceType: "Comprehensive Eye Exam",
    location: "steeles",
    preferredDate: slot.start.slice(0, 10),
    slot: slot.value,
    locale,
  });

  it("stores a Punjabi booking as pa and writes the patient's e-mail and calendar in Punjabi, the clinic's notice in English naming Punjabi", async () => {
    const [slot] = await steelesDay(1, "pa");
    expect(slot.label).toMatch(/Steeles Ave W/);
    const result = await createBooking(db, input(slot, "pa"), ip(), OPTS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.visit.when).toMatch(GURMUKHI);
    expect(result.visit.manageUrl).toMatch(/^https:\/\/brightview\.example\.com\/pa\/brampton\/book-exam\/manage\/[A-Za-z0-9_-]{43}$/);

    const [row] = await sys<{ language: string }>("select language from public.bookings where id = $1", [result.visit.people[0].id]);
    expect(row.language).toBe("pa");
    const [form] = await sys<{ language: string }>("select language from public.form_submissions where form_type = 'booking' order by created_at desc limit 1");
    expect(form.language).toBe("pa");

    const patient = await lastMail("booking-confirmation");
    expect(patient.subject).toMatch(GURMUKHI);
    expect(patient.text_body).toMatch(GURMUKHI);
    expect(patient.text_body).not.toContain("Thank you for booking");
    expect(patient.text_body).toContain(result.visit.manageUrl);
    const ics = patient.attachments![0].content;
    expect(ics).toMatch(/SUMMARY:[^\r\n]*[\u0A00-\u0A7F]/);
    expect(ics).toMatch(/DESCRIPTION:[^\r\n]*[\u0A00-\u0A7F]/);

    const clinic = await lastMail("booking-notice");
    expect(clinic.subject).toMatch(/^New booking: Comprehensive Eye Exam, Steeles Ave W/);
    expect(clinic.text_body).toContain("Language: Punjabi");
    expect(clinic.text_body).not.toMatch(GURMUKHI);
  });

  it("keeps the booking's language when it is moved and cancelled, whichever page the change comes from", async () => {
    const slots = await steelesDay(2, "hi");
    const result = await createBooking(db, input(slots[0], "hi"), ip(), OPTS);
    if (!result.ok) throw new Error(result.error);
    const token = result.visit.manageUrl.split("/").at(-1)!;
    const id = result.visit.people[0].id;

    // Moved from the English manage page: the answer is English, the patient's e-mail Hindi.
    const moved = await moveAppointment(db, { token, bookingId: id, slot: slots[2].value }, OPTS);
    expect(moved.ok).toBe(true);
    const move = await lastMail("booking-moved");
    expect(move.subject).toMatch(DEVANAGARI);
    expect(move.text_body).toMatch(DEVANAGARI);
    expect(move.attachments![0].content).toMatch(/SUMMARY:[^\r\n]*[\u0900-\u097F]/);
    expect((await lastMail("booking-notice")).text_body).toContain("Language: Hindi");

    const cancelled = await cancelAppointment(db, { token, bookingId: id, locale: "hi" }, OPTS);
    expect(cancelled.ok).toBe(true);
    const cancel = await lastMail("booking-cancelled");
    expect(cancel.subject).toMatch(DEVANAGARI);
    expect(cancel.text_body).toMatch(DEVANAGARI);
    expect(cancel.attachments![0].content).toContain("METHOD:CANCEL");

    // A refusal on a Hindi page is in Hindi.
    const again = await cancelAppointment(db, { token, bookingId: id, locale: "hi" }, OPTS);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error).toMatch(DEVANAGARI);
  });

  it("reminds a Punjabi patient in Punjabi, with a manage link to the Punjabi page", async () => {
    const [slot] = await steelesDay(5, "pa");
    const result = await createBooking(db, input(slot, "pa"), ip(), OPTS);
    if (!result.ok) throw new Error(result.error);
    const start = new Date(result.visit.start);
    expect(await queueDueReminders(db, { siteUrl: OPTS.siteUrl, now: new Date(start.getTime() - 23 * 3600_000) })).toBeGreaterThanOrEqual(1);
    const [reminder] = await sys<Mail>("select kind, subject, text_body, attachments from private.mail_outbox where kind = 'reminder-day' and to_address = $1 order by created_at desc limit 1", ["harjit@example.com"]);
    expect(reminder.subject).toMatch(GURMUKHI);
    expect(reminder.text_body).toMatch(GURMUKHI);
    expect(reminder.text_body).toMatch(/https:\/\/brightview\.example\.com\/pa\/brampton\/book-exam\/manage\/[A-Za-z0-9_-]{43}/);
  });

  it("tells a Punjabi patient in Punjabi when the clinic cancels", async () => {
    const [slot] = await steelesDay(4, "pa");
    const result = await createBooking(db, input(slot, "pa"), ip(), OPTS);
    if (!result.ok) throw new Error(result.error);
    const [{ id: adminId }] = await sys<{ id: string }>("insert into auth.users (email) values ('staff@brightview.example.com') returning id");
    await sys("select public.assign_admin_role($1)", [adminId]);
    const staff = { kind: "user" as const, userId: adminId, email: "staff@brightview.example.com" };
    // The clinic's day sheet says which language the patient booked in.
    const sheet = await loadDaySheet(db, staff, "steeles", slot.start.slice(0, 10));
    expect(sheet.appointments.find((a) => a.id === result.visit.people[0].id)?.language).toBe("pa");
    expect(await cancelByClinic(db, staff, { bookingId: result.visit.people[0].id })).toEqual({ ok: true });
    const mail = await lastMail("booking-cancelled");
    expect(mail.subject).toMatch(GURMUKHI);
    expect(mail.text_body).toMatch(GURMUKHI);
    expect(mail.attachments![0].content).toMatch(/DESCRIPTION:[^\r\n]*[\u0A00-\u0A7F]/);
  });

  it("answers a bad booking in the page's language and stores nothing", async () => {
    const [slot] = await steelesDay(3);
    const [{ n: before }] = await sys<{ n: number }>("select count(*)::int as n from public.bookings");
    const refused = await createBooking(db, { ...input(slot, "pa"), firstName: "" }, ip(), OPTS);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(GURMUKHI);
    const unknown = await createBooking(db, { ...input(slot, "pa"), locale: "fr" as never }, ip(), OPTS);
    expect(unknown.ok).toBe(false);
    const [{ n: after }] = await sys<{ n: number }>("select count(*)::int as n from public.bookings");
    expect(after).toBe(before);
  });

  it("stores a contact message with its language and answers in it", async () => {
    const ok = await submitContactMessage(db, { fullName: "सीमा शर्मा", email: "seema@example.com", phone: "", subject: "चश्मा", message: "नमस्ते", locale: "hi" }, ip());
    expect(ok.ok).toBe(true);
    const [row] = await sys<{ language: string; name: string }>("select language, name from public.form_submissions where form_type = 'contact' order by created_at desc limit 1");
    expect(row).toEqual({ language: "hi", name: "सीमा शर्मा" });
    const bad = await submitContactMessage(db, { fullName: "", email: "x", phone: "", subject: "", message: "", locale: "pa" }, ip());
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(GURMUKHI);
  });
});
