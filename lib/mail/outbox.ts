import { system, type Db, type Tx } from "@/lib/db/types";
import type { MailMessage, MailTransport, OutboxRow } from "./types";

/**
 * Queues a message inside the caller's transaction, so it commits or rolls back with the
 * booking or order it belongs to. Visitors have no rights on mail_outbox: the insert runs
 * with the role lifted, which is why only server code, never a visitor's input, decides
 * the recipient and the text.
 */
export async function enqueueMail(tx: Tx, message: MailMessage): Promise<string> {
  return tx.asSystem(async (q) => {
    const rows = await q.query<{ id: string }>(
      `insert into private.mail_outbox (kind, to_address, subject, text_body, html_body, attachments, patient_id, headers)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::uuid, $8::jsonb) returning id`,
      [
        message.kind,
        message.to,
        message.subject,
        message.text,
        message.html ?? null,
        JSON.stringify(message.attachments ?? []),
        message.patientId ?? null,
        JSON.stringify(message.headers ?? {}),
      ],
    );
    return rows[0].id;
  });
}

/** Backoff after the nth failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

export type DeliveryReport = { sent: number; failed: number };

/**
 * Delivers due messages. Each row is claimed with `for update skip locked` so two workers
 * never send the same message; a failure records the error and schedules a retry.
 */
export async function deliverDue(db: Db, transport: MailTransport, from: string, limit = 20): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const outcome = await db.run(system, async (tx) => {
      const [row] = await tx.query<OutboxRow>(
        `select id, kind, to_address, subject, text_body, html_body, attachments, headers, attempts
         from private.mail_outbox
         where channel = 'email' and status in ('pending', 'failed') and next_attempt_at <= now()
         order by next_attempt_at limit 1
         for update skip locked`,
      );
      if (!row) return "empty" as const;
      try {
        await transport.send(row, from);
        await tx.query(
          `update private.mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null
           where id = $1`,
          [row.id],
        );
        return "sent" as const;
      } catch (err) {
        const attempts = row.attempts + 1;
        await tx.query(
          `update private.mail_outbox
           set status = 'failed', attempts = $2, last_error = $3,
               next_attempt_at = now() + make_interval(secs => $4)
           where id = $1`,
          [row.id, attempts, String((err as Error)?.message ?? err).slice(0, 500), retryDelaySeconds(attempts)],
        );
        return "failed" as const;
      }
    });
    if (outcome === "empty") break;
    report[outcome]++;
  }
  return report;
}
