import "server-only";
import path from "node:path";
import { after } from "next/server";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { system } from "@/lib/db/types";
import { publicSiteUrl } from "@/lib/seo/site-url";
import { deliverTexts, type TextReport } from "./outbox";
import { fileSmsTransport, twilioTransport, type SmsTransport } from "./transport";

export { enqueueText } from "./outbox";

/** Twilio when its SID and sender are set; otherwise each text is a folder in DATA_DIR/outbox (its name holds "sms"). */
export function smsTransport(): SmsTransport {
  const c = config();
  return c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM
    ? twilioTransport({ accountSid: c.TWILIO_ACCOUNT_SID, authToken: c.TWILIO_AUTH_TOKEN, from: c.TWILIO_FROM })
    : fileSmsTransport(path.resolve(c.DATA_DIR, "outbox"));
}

let running: Promise<TextReport> | null = null;
let following: Promise<TextReport> | null = null;

/**
 * Sends the texts due now within the sender's rate; the quiet hours as the Owner set them at this
 * moment. One run at a time in this process, so the timer, the cron route and an action's after()
 * never pace side by side at twice the rate; a call during a run is served by one run after it.
 */
export function deliverPendingTexts(seconds = 50): Promise<TextReport> {
  if (!running) {
    running = deliverOnce(seconds).finally(() => {
      running = null;
    });
    return running;
  }
  following ??= running
    .catch(() => undefined)
    .then(() => {
      following = null;
      return deliverPendingTexts(seconds);
    });
  return following;
}

async function deliverOnce(seconds: number): Promise<TextReport> {
  const db = await getDb();
  const [rules] = await db.run(system, (tx) => tx.query<{ quiet_from: number; quiet_until: number }>("select quiet_from, quiet_until from public.booking_rules"));
  const c = config();
  const site = publicSiteUrl();
  return deliverTexts(db, smsTransport(), {
    statusCallback: c.TWILIO_AUTH_TOKEN && site ? `${site.replace(/\/$/, "")}/api/sms/status` : null,
    quiet: { quietFrom: Number(rules?.quiet_from ?? 1260), quietUntil: Number(rules?.quiet_until ?? 480) },
    rate: c.TWILIO_MPS,
    seconds,
  });
}

/** After a server action or webhook committed: the texts it queued leave after the response. */
export function scheduleTextDelivery(): void {
  after(async () => {
    try {
      await deliverPendingTexts(10);
    } catch (err) {
      console.error("text delivery failed; queued for retry", (err as Error).message);
    }
  });
}
