import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "@/lib/booking";
import { deliverDue } from "@/lib/mail/outbox";
import type { MailTransport, OutboxRow } from "@/lib/mail/types";
import { todayInToronto } from "@/lib/validations/booking";
import { backends, createTestDb, type TestDb } from "../support/db";

function nextOpenDay(): string {
  const d = new Date(`${todayInToronto()}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0);
  return d.toISOString().slice(0, 10);
}

describe.each(backends)("bookings on %s", (backend) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
  });
  afterAll(async () => db?.drop());

  const counts = async () =>
    (await db.run({ kind: "system" }, (tx) =>
      tx.query<{ b: number; f: number; m: number }>(
        `select (select count(*) from public.bookings)::int as b,
                (select count(*) from public.form_submissions where form_type = 'booking')::int as f,
                (select count(*) from private.mail_outbox)::int as m`,
      ),
    ))[0];

  const input = () => ({
    firstName: "Aarav",
    lastName: "Mehta",
    email: "Aarav@Example.com",
    phone: "905-555-0188",
    preferredDate: nextOpenDay(),
    serviceType: "Contact Lens Fitting" as const,
    location: "goreway" as const,
    notes: "Prefers mornings",
  });

  it("stores the booking, a form submission and two messages (patient with .ics, clinic) together", async () => {
    const result = await createBooking(db, input(), "10.0.0.1", "appointments@brightview.example.com");
    expect(result.ok).toBe(true);
    expect(await counts()).toEqual({ b: 1, f: 1, m: 2 });
    const mail = await db.run({ kind: "system" }, (tx) =>
      tx.query<{ kind: string; to_address: string; attachments: { filename: string; content: string }[] }>(
        "select kind, to_address, attachments from private.mail_outbox order by kind",
      ),
    );
    expect(mail.map((m) => [m.kind, m.to_address])).toEqual([
      ["booking-confirmation", "Aarav@Example.com"],
      ["booking-notice", "appointments@brightview.example.com"],
    ]);
    expect(mail[0].attachments[0].filename).toBe("brightview-appointment.ics");
    expect(mail[0].attachments[0].content).toContain(`DTSTART;VALUE=DATE:${input().preferredDate.replace(/-/g, "")}`);
    const [row] = await db.run({ kind: "system" }, (tx) => tx.query("select email, location, status from public.bookings"));
    expect(row).toEqual({ email: "aarav@example.com", location: "goreway", status: "requested" });
  });

  it("a refused booking (past date, closed day, bad e-mail) writes nothing", async () => {
    const before = await counts();
    for (const bad of [
      { ...input(), preferredDate: "2020-01-06" },
      { ...input(), preferredDate: "2099-11-29" }, // a Sunday
      { ...input(), email: "not-an-email" },
    ]) {
      const r = await createBooking(db, bad, "10.0.0.2", "appointments@brightview.example.com");
      expect(r.ok).toBe(false);
    }
    expect(await counts()).toEqual(before);
  });

  it("a mail server that is down loses neither the booking nor its messages: they are retried and delivered", async () => {
    const before = await counts();
    expect((await createBooking(db, { ...input(), email: "retry@example.com" }, "10.0.0.3", "clinic@example.com")).ok).toBe(true);
    const down: MailTransport = { send: async () => { throw new Error("connect ECONNREFUSED 127.0.0.1:25"); } };
    const report = await deliverDue(db, down, "Brightview <hello@brightview.example.com>");
    expect(report.sent).toBe(0);
    expect(report.failed).toBeGreaterThanOrEqual(2);
    expect((await counts()).b).toBe(before.b + 1); // the booking stays

    await db.run({ kind: "system" }, (tx) => tx.query("update private.mail_outbox set next_attempt_at = now() where status = 'failed'"));
    const sent: OutboxRow[] = [];
    const up: MailTransport = { send: async (row) => { sent.push(row); } };
    await deliverDue(db, up, "Brightview <hello@brightview.example.com>");
    expect(sent.map((m) => m.to_address)).toEqual(expect.arrayContaining(["retry@example.com", "clinic@example.com"]));
    const pending = await db.run({ kind: "system" }, (tx) => tx.query("select 1 from private.mail_outbox where status <> 'sent'"));
    expect(pending).toHaveLength(0);
  });
});
