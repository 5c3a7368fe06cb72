import { timingSafeEqual } from "node:crypto";
import { queueDueReminders } from "@/lib/booking/reminders";
import { purgeUnsentForms, queueFormReminders } from "@/lib/intake/reminders";
import { deliverPendingTexts } from "@/lib/sms";
import { queueRecallTexts } from "@/lib/recall/texts";
import { queueRecallNotices } from "@/lib/recall/send";
import { queueWaitlistOffers } from "@/lib/waitlist/offers";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { deliverPendingMail } from "@/lib/mail";
import { removeUnclaimedUploads } from "@/lib/prescriptions/uploads";
import { secretLinkOrigin } from "@/lib/seo/site-url";

export const dynamic = "force-dynamic";

function authorised(request: Request): boolean {
  const secret = config().CRON_SECRET;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `?at=` is honoured only where REMINDERS_TEST_CLOCK is set (browser tests); otherwise the real time. */
function clock(request: Request): Date | null | undefined {
  const at = new URL(request.url).searchParams.get("at");
  if (at === null || !config().REMINDERS_TEST_CLOCK) return undefined;
  const time = new Date(at);
  return /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(at) && !Number.isNaN(time.getTime()) ? time : null;
}

/**
 * Sends due appointment reminders and recall notices, then retries queued mail. Called by a scheduler (e.g.
 * Vercel Cron, every few minutes) with `Authorization: Bearer CRON_SECRET`.
 */
async function handle(request: Request) {
  if (!authorised(request)) return Response.json({ error: "Unauthorized" }, { status: 401 });
  const now = clock(request);
  if (now === null) return Response.json({ error: "at must be an ISO time such as 2027-03-15T13:00:00Z" }, { status: 400 });
  // Reminder links carry a manage token: only the public origin, or this machine's own.
  const siteUrl = secretLinkOrigin(request.headers);
  const reminders = await queueDueReminders(await getDb(), { siteUrl, now });
  // Recall notices (issue 43): each once per patient, stage and due date, however often this runs.
  const recall = await queueRecallNotices(await getDb(), { siteUrl, now });
  // Recall by text (issue 54): the first notice, to those who agreed to recall texts.
  const recallTexts = await queueRecallTexts(await getDb(), { siteUrl, now });
  // Waitlist offers (issue 44): freed times found, gone offers closed, the batches due asked.
  const waitlist = await queueWaitlistOffers(await getDb(), { siteUrl, now });
  // The intake forms' reminder (issue 52): three days before, while the forms are not done.
  const formReminders = await queueFormReminders(await getDb(), { siteUrl, now });
  // One delivery run sends the reminders just queued and retries what failed before.
  const report = await deliverPendingMail();
  // Texts (issue 54): a short run here; the rest wait for the next call, within the sender's rate.
  const texts = await deliverPendingTexts(20);
  // Last, on the real clock (never the test clock): prescription files no order claimed in 24 h.
  const prescriptionUploadsRemoved = await removeUnclaimedUploads(await getDb());
  // Forms never sent, 30 days after their visit (the real clock too).
  const unsentFormsRemoved = await purgeUnsentForms(await getDb());
  return Response.json({ reminders, recall, waitlist, formReminders, ...report, recallTexts, texts, prescriptionUploadsRemoved, unsentFormsRemoved });
}

export const GET = handle;
export const POST = handle;
