/**
 * Texts through the outbox (issue 54): queued in the transaction of what they are about, like the
 * e-mails, and delivered by their own paced run, within the sender's rate. A number that said STOP
 * or that cannot receive texts is never texted (STOP's own answer excepted); in the quiet hours a
 * text waits until they end, unless it answers what the patient just texted, and a text that would
 * then arrive too late (a waitlist offer) is dropped: its e-mail went anyway.
 */
import { system, type Db, type Queryable, type Tx } from "@/lib/db/types";
import { retryDelaySeconds } from "@/lib/mail/outbox";
import { quietAt, type QuietHours } from "./quiet";
import { SmsNotMobile, type SmsTransport } from "./transport";

export type TextMessage = {
  kind: string;
  /** The number in E.164. */
  to: string;
  body: string;
  patientId?: string | null;
  /** The visit it is about: a day-before reminder's "C" confirms it. */
  bookingId?: string | null;
  /** After this it is worth nothing (a waitlist offer's end). */
  expiresAt?: Date | null;
};

/** Answers to what the patient texted: they go at once, whatever the hour. */
export const REPLY_KINDS = ["sms-stopped", "sms-started", "sms-help", "sms-confirmed", "sms-change", "sms-no-visit"] as const;
/** Sent to a number that has just said STOP: the answer that says so. */
const TO_STOPPED = ["sms-stopped", "sms-help"];

/** Queues a text in the caller's transaction (role lifted); null when the number takes no texts. */
export async function enqueueText(tx: Pick<Tx, "asSystem">, m: TextMessage): Promise<string | null> {
  return tx.asSystem((q) => queueText(q, m));
}

/** Spaces a formatter may put in a time ("9:00\u202fAM") would make a whole English text UCS-2 (70 a segment): plain ones. */
export const smsBody = (text: string) => text.replace(/[\u00A0\u2007\u202F]/g, " ");

export async function queueText(q: Queryable, m: TextMessage): Promise<string | null> {
  const [row] = await q.query<{ id: string }>(
    `insert into private.mail_outbox (channel, kind, to_address, subject, text_body, patient_id, booking_id, expires_at)
     select 'sms', $1, $2, 'Text: ' || $1, $3, $4::uuid, $5::uuid, $6::timestamptz
     where not exists (
       select 1 from private.sms_numbers n
       where n.number = $2 and (n.cannot_receive_at is not null or (n.stopped_at is not null and not ($1 = any ($7::text[]))))
     )
     returning id`,
    [m.kind, m.to, smsBody(m.body), m.patientId ?? null, m.bookingId ?? null, m.expiresAt?.toISOString() ?? null, TO_STOPPED],
  );
  return row?.id ?? null;
}

export type TextReport = { sent: number; failed: number; held: number; skipped: number };

type Due = { id: string; kind: string; to_address: string; text_body: string; attempts: number; expires_at: Date | string | null; stopped: boolean; cannot: boolean };

/**
 * Sends the texts due at `now`, one at a time and at most `rate` a second, for up to `seconds`.
 * Each row is claimed with `for update skip locked`, so two runs never send one text twice.
 */
export async function deliverTexts(
  db: Db,
  transport: SmsTransport,
  opts: { statusCallback: string | null; quiet: QuietHours; rate: number; seconds?: number; now?: () => Date; sleep?: (ms: number) => Promise<void> },
): Promise<TextReport> {
  const report: TextReport = { sent: 0, failed: 0, held: 0, skipped: 0 };
  const now = opts.now ?? (() => new Date());
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const limit = Math.max(1, Math.floor(opts.rate * (opts.seconds ?? 50)));
  const gap = 1000 / opts.rate;
  let last = 0;
  for (let sent = 0; sent < limit; ) {
    const outcome = await db.run(system, async (tx) => {
      const at = now();
      const [row] = await tx.query<Due>(
        `select m.id, m.kind, m.to_address, m.text_body, m.attempts, m.expires_at,
                coalesce(n.stopped_at is not null, false) as stopped, coalesce(n.cannot_receive_at is not null, false) as cannot
         from private.mail_outbox m left join private.sms_numbers n on n.number = m.to_address
         where m.channel = 'sms' and m.status in ('pending', 'failed') and m.next_attempt_at <= $1
         order by m.next_attempt_at limit 1
         for update of m skip locked`,
        [at.toISOString()],
      );
      if (!row) return "empty" as const;
      const skip = async (why: string) => {
        await tx.query("update private.mail_outbox set status = 'skipped', last_error = $2 where id = $1", [row.id, why]);
        return "skipped" as const;
      };
      if (row.cannot) return skip("This number can't receive texts");
      if (row.stopped && !TO_STOPPED.includes(row.kind)) return skip("The number replied STOP");
      const quiet = (REPLY_KINDS as readonly string[]).includes(row.kind) ? { quiet: false as const } : quietAt(opts.quiet, at);
      if (quiet.quiet) {
        if (row.expires_at && new Date(row.expires_at).getTime() <= quiet.endsAt.getTime()) return skip("Too late after the quiet hours: sent by e-mail alone");
        await tx.query("update private.mail_outbox set next_attempt_at = $2 where id = $1", [row.id, quiet.endsAt.toISOString()]);
        return "held" as const;
      }
      if (row.expires_at && new Date(row.expires_at).getTime() <= at.getTime()) return skip("Too late: the offer ended");
      // Keep to the sender's rate: one text every 1/rate seconds.
      // (Whole milliseconds, rounded up: a timer given 19.6 may fire after 19, one text too many a second.)
      const wait = last + gap - performance.now();
      if (wait > 0) await sleep(Math.ceil(wait));
      last = performance.now();
      try {
        const { sid } = await transport.send(row, { statusCallback: opts.statusCallback });
        await tx.query(
          `update private.mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null,
             provider_sid = $2, delivery_status = case when $2::text is null then null else 'queued' end
           where id = $1`,
          [row.id, sid],
        );
        return "sent" as const;
      } catch (err) {
        if (err instanceof SmsNotMobile) {
          await tx.query(
            `insert into private.sms_numbers (number, cannot_receive_at) values ($1, now())
             on conflict (number) do update set cannot_receive_at = now(), updated_at = now()`,
            [row.to_address],
          );
          return skip("Twilio 21614: not a mobile number");
        }
        const attempts = row.attempts + 1;
        await tx.query(
          `update private.mail_outbox set status = 'failed', attempts = $2, last_error = $3, next_attempt_at = $5::timestamptz + make_interval(secs => $4) where id = $1`,
          [row.id, attempts, String((err as Error)?.message ?? err).slice(0, 500), retryDelaySeconds(attempts), at.toISOString()],
        );
        return "failed" as const;
      }
    });
    if (outcome === "empty") break;
    report[outcome]++;
    if (outcome === "sent" || outcome === "failed") sent++;
  }
  return report;
}
