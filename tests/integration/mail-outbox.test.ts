import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDue, enqueueMail, retryDelaySeconds } from "@/lib/mail/outbox";
import type { MailTransport, OutboxRow } from "@/lib/mail/types";
import { backends, createTestDb, type TestDb } from "../support/db";

const message = {
  kind: "test",
  to: "patient@example.com",
  subject: "Your appointment",
  text: "See you soon.",
  attachments: [{ filename: "appointment.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar" }],
};

function recordingTransport(fail = false): MailTransport & { sent: OutboxRow[] } {
  const sent: OutboxRow[] = [];
  return {
    sent,
    async send(row) {
      if (fail) throw new Error("SMTP connection refused");
      sent.push(row);
    },
  };
}

describe.each(backends)("mail outbox on %s", (backend) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
  });
  afterAll(async () => db?.drop());

  const count = async () =>
    (await db.run({ kind: "system" }, (tx) => tx.query<{ n: number }>("select count(*)::int as n from private.mail_outbox")))[0].n;

  it("a message queued in a transaction that fails is never stored", async () => {
    await expect(
      db.run({ kind: "anon" }, async (tx) => {
        await enqueueMail(tx, message);
        throw new Error("booking refused");
      }),
    ).rejects.toThrow("booking refused");
    expect(await count()).toBe(0);
  });

  it("a visitor's transaction can queue mail but never read the outbox", async () => {
    await db.run({ kind: "anon" }, (tx) => enqueueMail(tx, message));
    expect(await count()).toBe(1);
    await expect(db.run({ kind: "anon" }, (tx) => tx.query("select * from private.mail_outbox"))).rejects.toThrow(
      /permission denied/,
    );
  });

  it("a failing transport keeps the message for a later retry, then it is delivered exactly once", async () => {
    const failing = recordingTransport(true);
    expect(await deliverDue(db, failing, "clinic@example.com")).toEqual({ sent: 0, failed: 1 });
    const [row] = await db.run({ kind: "system" }, (tx) =>
      tx.query<{ status: string; attempts: number; last_error: string; due_later: boolean }>(
        "select status, attempts, last_error, next_attempt_at > now() as due_later from private.mail_outbox",
      ),
    );
    expect(row).toMatchObject({ status: "failed", attempts: 1, last_error: "SMTP connection refused", due_later: true });

    // Not due yet: nothing is attempted.
    const working = recordingTransport();
    expect(await deliverDue(db, working, "clinic@example.com")).toEqual({ sent: 0, failed: 0 });

    await db.run({ kind: "system" }, (tx) => tx.query("update private.mail_outbox set next_attempt_at = now()"));
    expect(await deliverDue(db, working, "clinic@example.com")).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDue(db, working, "clinic@example.com")).toEqual({ sent: 0, failed: 0 });
    expect(working.sent).toHaveLength(1);
    expect(working.sent[0].attachments[0].filename).toBe("appointment.ics");
  });

  it("backs off exponentially, capped at six hours", () => {
    expect([1, 2, 3, 10, 30].map(retryDelaySeconds)).toEqual([60, 120, 240, 21600, 21600]);
  });
});
