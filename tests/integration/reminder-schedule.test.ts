import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createBooking, getSchedule } from "@/lib/booking";
import type { Db } from "@/lib/db/types";
import { backends, createTestDb, type TestDb } from "../support/db";

vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
process.env.CRON_SECRET = "reminder-cron-secret-0123456789";
process.env.REMINDERS_TEST_CLOCK = "1";
process.env.SITE_URL = "https://brightview.example.com";
vi.spyOn(console, "error").mockImplementation(() => undefined);

describe("the embedded reminder timer", () => {
  it("starts once per process and runs a minute apart, surviving a failed run", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "setTimeout"] });
    try {
      const { REMINDER_INTERVAL_MS, startReminderTimer } = await import("@/lib/booking/reminder-schedule");
      let runs = 0;
      const run = vi.fn(async () => {
        if (++runs === 1) throw new Error("database restarting");
      });
      expect(startReminderTimer(run)).toBe(true);
      expect(startReminderTimer(run)).toBe(false);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(run).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(REMINDER_INTERVAL_MS * 2);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(backends)("the cron route sends due reminders on %s", (backend) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    (globalThis as { __brightviewDb?: Promise<Db> }).__brightviewDb = Promise.resolve(db);
  });
  afterAll(async () => {
    (globalThis as { __brightviewDb?: unknown }).__brightviewDb = undefined;
    await db?.drop();
  });

  it("refuses without the secret, then queues and delivers the reminders due at ?at= once", async () => {
    const query = { serviceType: "Dry Eye Treatment" as const, location: "goreway" as const, people: 1 };
    const days = (await getSchedule(db, query)).days;
    const [slot] = (await getSchedule(db, { ...query, date: days[2].date })).slots;
    const booked = await createBooking(
      db,
      { firstName: "Cron", lastName: "Patient", email: "cron@example.com", phone: "905-555-0112", ...query, preferredDate: slot.start.slice(0, 10), slot: slot.value, notes: "" },
      "10.7.0.1",
      { clinicInbox: "appointments@brightview.example.com", siteUrl: "https://brightview.example.com" },
    );
    expect(booked.ok).toBe(true);
    const { GET } = await import("@/app/api/outbox/retry/route");
    const at = new Date(new Date(slot.start).getTime() - 12 * 3_600_000).toISOString();
    const url = `https://brightview.example.com/api/outbox/retry?at=${at}`;
    expect((await GET(new Request(url))).status).toBe(401);
    expect((await GET(new Request(`${url.split("?")[0]}?at=yesterday`, { headers: { authorization: "Bearer reminder-cron-secret-0123456789" } }))).status).toBe(400);

    const auth = { headers: { authorization: "Bearer reminder-cron-secret-0123456789" } };
    const first = await (await GET(new Request(url, auth))).json();
    expect(first).toMatchObject({ reminders: 1 });
    expect(await (await GET(new Request(url, auth))).json()).toMatchObject({ reminders: 0 });
    const mail = await db.run({ kind: "system" }, (tx) =>
      tx.query<{ status: string; text_body: string }>("select status, text_body from private.mail_outbox where kind = 'reminder-day' and to_address = 'cron@example.com'"),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0].text_body).toMatch(/https:\/\/brightview\.example\.com\/brampton\/book-exam\/manage\/[A-Za-z0-9_-]{43}/);
  });
});
