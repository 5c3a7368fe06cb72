/**
 * Issue 54's texts case. 2,000 day-before reminders due at once leave the outbox through two
 * delivery runs side by side (the timer and the cron route overlapping, each claiming rows with
 * `for update skip locked`), each paced at half the sender's rate: none lost, none twice, and no
 * second with more texts than the rate. Then the inbound webhook's work (the `twilio` package's
 * signature check and the text acted on: "C" confirming a visit, or a free text for the desk),
 * p50 and p95. BENCH_ONLY=texts runs it alone; BENCH_TEXTS_MPS the rate (100, a short code's),
 * BENCH_TEXTS_RUNS the webhook's runs (200).
 */
import { randomBytes } from "node:crypto";
import twilio from "twilio";
import { percentiles } from "./support/timing";
import { migrate } from "@/lib/db/migrate";
import { system, type Db } from "@/lib/db/types";
import { handleInbound } from "@/lib/sms/inbound";
import { deliverTexts } from "@/lib/sms/outbox";
import type { SmsRow, SmsTransport } from "@/lib/sms/transport";
import { addDays, zonedInstant } from "@/lib/booking/zoned-time";
import { todayInToronto } from "@/lib/validations/booking-choices";

const REMINDERS = 2000;
const RATE = Number(process.env.BENCH_TEXTS_MPS ?? 100);
const RUNS = Number(process.env.BENCH_TEXTS_RUNS ?? 200);
export const TEXTS_GOAL_MS = 100;
const TOKEN = "bench-twilio-token-0123456789abcdef";
const SITE = "https://brightview.example.com";
const QUIET = { quietFrom: 21 * 60, quietUntil: 8 * 60 };
// Twenty Ontario area codes with the fictitious 555-01xx lines: 2,000 distinct numbers.
const AREAS = [905, 289, 365, 416, 647, 437, 519, 226, 548, 613, 343, 705, 249, 807, 683, 742, 753, 382, 387, 942];
const number = (i: number) => `+1${AREAS[Math.floor(i / 100)]}5550${String(i % 100).padStart(3, "0").slice(1)}`;

export type TextsResult = {
  reminders: number;
  rate: number;
  deliver: { seconds: number; sent: number; distinct: number; lost: number; twice: number; busiestSecond: number };
  inbound: { p50: number; p95: number };
};

/** Most texts handed over in any one-second window. */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i] - sorted[j] >= 1000) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

export async function measureTexts(db: Db): Promise<TextsResult> {
  await migrate(db);
  const date = addDays(todayInToronto(), 2);
  const noon = zonedInstant(date, 12 * 60, "America/Toronto")!;
  await db.run(system, async (tx) => {
    // One visit per number at Goreway the day after, its reminder sent: the webhook's "C" confirms it.
    await tx.query(
      `insert into public.bookings (id, first_name, last_name, email, phone, preferred_date, service_type, location, room, starts_at, ends_at, status, language, sms_to)
       select md5('texts-bench-' || i)::uuid, 'Bench' || i, 'Texts', 'texts' || i || '@example.com', '905-555-0100', $1::date + 1, 'Dry Eye Treatment', 'goreway', 1 + i % 9,
              ($1::date + 1 + time '09:00') at time zone 'America/Toronto' + ((i / 9) * interval '1 minute'),
              ($1::date + 1 + time '09:01') at time zone 'America/Toronto' + ((i / 9) * interval '1 minute'), 'confirmed', 'en', n
       from unnest($2::text[]) with ordinality as t(n, i)`,
      [date, Array.from({ length: REMINDERS }, (_, i) => number(i))],
    );
    await tx.query(
      `insert into private.mail_outbox (channel, kind, to_address, subject, text_body, booking_id)
       select 'sms', 'sms-reminder', b.sms_to, 'Text: sms-reminder',
              'Brightview Eye Care: your eye exam is tomorrow, Tue 11:00 AM at Goreway. Reply C to confirm or R to change it.', b.id
       from public.bookings b where b.last_name = 'Texts'`,
    );
    await tx.exec("analyze private.mail_outbox; analyze public.bookings");
  });

  // Two runs side by side, each at half the rate.
  const handed: { id: string; at: number }[] = [];
  const transport: SmsTransport = {
    async send(row: SmsRow) {
      handed.push({ id: row.id, at: Date.now() });
      return { sid: `SM${randomBytes(16).toString("hex")}` };
    },
  };
  const started = Date.now();
  const seconds = Math.ceil((REMINDERS / RATE) * 1.5) + 5;
  await Promise.all([0, 1].map(() => deliverTexts(db, transport, { statusCallback: null, quiet: QUIET, rate: RATE / 2, seconds, now: () => noon })));
  const took = (Date.now() - started) / 1000;
  const [left] = await db.run(system, (tx) => tx.query<{ pending: number; sent: number }>(
    "select count(*) filter (where status <> 'sent')::int as pending, count(*) filter (where status = 'sent')::int as sent from private.mail_outbox where channel = 'sms' and kind = 'sms-reminder'",
  ));
  const distinct = new Set(handed.map((h) => h.id)).size;

  // The webhook: the signature checked as the route does, then the text acted on.
  const url = `${SITE}/api/sms/inbound`;
  const inbound = await percentiles(RUNS, async (i) => {
    const params = { MessageSid: `SM${randomBytes(16).toString("hex")}`, From: number(i % REMINDERS), To: "+12895550100", Body: i % 2 ? "C" : `Can I come at ${i}?` };
    const signature = twilio.getExpectedTwilioSignature(TOKEN, url, params);
    if (!twilio.validateRequest(TOKEN, signature, url, params)) throw new Error("signature refused");
    const r = await handleInbound(db, params, { siteUrl: SITE, now: noon });
    if (!r.ok) throw new Error("inbound refused");
  });

  return {
    reminders: REMINDERS,
    rate: RATE,
    deliver: {
      seconds: Math.round(took * 10) / 10,
      sent: left.sent,
      distinct,
      lost: left.pending,
      twice: handed.length - distinct,
      busiestSecond: busiestSecond(handed.map((h) => h.at)),
    },
    inbound,
  };
}
