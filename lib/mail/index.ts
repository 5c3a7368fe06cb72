import "server-only";
import path from "node:path";
import { after } from "next/server";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { deliverDue } from "./outbox";
import { fileTransport, smtpTransport } from "./transports";
import type { MailTransport } from "./types";

export { enqueueMail } from "./outbox";
export type { MailAttachment, MailMessage } from "./types";

export function mailTransport(): MailTransport {
  const c = config();
  return c.SMTP_URL ? smtpTransport(c.SMTP_URL) : fileTransport(path.resolve(c.DATA_DIR, "outbox"));
}

/** Delivers what is due now. Failures stay queued for the retry route. */
export async function deliverPendingMail() {
  return deliverDue(await getDb(), mailTransport(), config().MAIL_FROM);
}

/**
 * Call from a server action after its transaction committed: delivery happens after the
 * response is sent, so a slow or failing mail server never delays or fails the visitor.
 */
export function scheduleMailDelivery(): void {
  after(async () => {
    try {
      await deliverPendingMail();
    } catch (err) {
      console.error("mail delivery failed; queued for retry", (err as Error).message);
    }
  });
}
