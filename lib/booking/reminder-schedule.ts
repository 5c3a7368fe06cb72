import "server-only";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { deliverPendingMail } from "@/lib/mail";
import { deliverPendingTexts } from "@/lib/sms";
import { timerLinkOrigin } from "@/lib/seo/site-url";
import { queueRecallNotices } from "@/lib/recall/send";
import { queueRecallTexts } from "@/lib/recall/texts";
import { queueWaitlistOffers } from "@/lib/waitlist/offers";
import { queueDueReminders } from "./reminders";
import { purgeUnsentForms, queueFormReminders } from "@/lib/intake/reminders";

/** How often the embedded server looks for due reminders. */
export const REMINDER_INTERVAL_MS = 60_000;

/**
 * The embedded timer's run: queues the reminders, recall notices and waitlist offers due at `now` and delivers them. (The cron route
 * queues them itself before its own delivery run.) The database makes overlapping runs send each
 * reminder once.
 */
async function sendDueReminders(opts: { siteUrl: string | null; now?: Date }): Promise<{ reminders: number; recall: number; waitlist: number }> {
  const db = await getDb();
  const reminders = await queueDueReminders(db, opts);
  const recall = await queueRecallNotices(db, opts);
  // Recall by text (issue 54), to those who agreed to it.
  await queueRecallTexts(db, opts);
  // Freed times to the waitlist (issue 44): each minute, so an offer goes out within one.
  const waitlist = await queueWaitlistOffers(db, opts);
  // The intake forms (issue 52): "Your forms for {day}", and unsent forms past their 30 days.
  const forms = await queueFormReminders(db, opts);
  await purgeUnsentForms(db);
  if (reminders + recall + waitlist + forms > 0) await deliverPendingMail();
  // Texts (issue 54): what is due, within the sender's rate and outside the quiet hours.
  await deliverPendingTexts();
  return { reminders, recall, waitlist };
}

const STARTED = Symbol.for("brightview.reminder-timer");

/**
 * Embedded mode has no scheduler of its own, so the server sends due reminders by itself: one
 * timer per process (the symbol survives module reloads in development), unref'd so it never
 * keeps a process alive. Hosted deployments call the cron route instead.
 */
export function startReminderTimer(run: () => Promise<unknown> = () => sendDueReminders({ siteUrl: timerLinkOrigin() })): boolean {
  const g = globalThis as { [STARTED]?: boolean };
  if (g[STARTED] || config().authMode !== "embedded") return false;
  g[STARTED] = true;
  const tick = async () => {
    try {
      await run();
    } catch (err) {
      console.error("sending reminders failed; next try in a minute", (err as Error).message);
    }
  };
  setInterval(tick, REMINDER_INTERVAL_MS).unref();
  setTimeout(tick, 5_000).unref();
  return true;
}
