"use server";

import { headers } from "next/headers";
import { BRAND } from "@/content/brand";
import { LOCALES } from "@/content/i18n/locales";
import { getDb } from "@/lib/db";
import { getT, inputLocale } from "@/lib/i18n/messages";
import { scheduleMailDelivery } from "@/lib/mail";
import { clientIp } from "@/lib/request";
import { siteUrlFor } from "@/lib/seo/site-url";
import { joinWaitlist, leaveWaitlist, type JoinResult } from "@/lib/waitlist/join";
import { removeWaitlistEntrySchema, waitlistTokenSchema, type RemoveWaitlistEntryInput, type WaitlistInput } from "@/lib/validations/waitlist";
import { revalidatePath } from "next/cache";
import { adminCaller, NOT_ALLOWED } from "@/lib/admin/guard";
import { WAITLIST_ADMIN_COPY } from "@/content/waitlist";
import { removeWaitlistEntry } from "@/lib/waitlist/admin";
import { z } from "@/lib/validations/z";
import { config } from "@/lib/config";
import { bookOffer, offerRefusal, type BookOfferResult } from "@/lib/waitlist/take";
import { askEarlierTime, type EarlierResult } from "@/lib/waitlist/earlier";
import type { BookOfferInput, EarlierTimeInput } from "@/lib/validations/waitlist";

/** "Join the waitlist": validated (the dialog's schema) and limited per address in lib/waitlist. */
export async function joinWaitlistAction(input: WaitlistInput): Promise<JoinResult> {
  const t = getT(inputLocale(input), "waitlist");
  try {
    const h = await headers();
    const result = await joinWaitlist(await getDb(), input, clientIp(h), { siteUrl: siteUrlFor(h) ?? "" });
    if (result.ok) scheduleMailDelivery();
    return result;
  } catch (err) {
    console.error("waitlist join failed", (err as Error).message);
    return { ok: false, error: t("errors.failed", { phone: BRAND.phone }) };
  }
}

const leaveSchema = z.strictObject({ token: waitlistTokenSchema, locale: z._default(z.enum(LOCALES), "en") });

/** The leave page's one button: the link's token is the authority, no sign-in. */
export async function leaveWaitlistAction(input: unknown): Promise<{ ok: true } | { ok: false; error: string }> {
  const t = getT(inputLocale(input), "waitlist");
  const parsed = leaveSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: t("leave.invalid", { phone: BRAND.phone }) };
  try {
    return (await leaveWaitlist(await getDb(), parsed.data.token)) ? { ok: true } : { ok: false, error: t("leave.invalid", { phone: BRAND.phone }) };
  } catch (err) {
    console.error("waitlist leave failed", (err as Error).message);
    return { ok: false, error: t("leave.error", { phone: BRAND.phone }) };
  }
}

/** "Remove" on the clinic's view: the `patients` permission (Owner, Front desk), asked here and by the database. */
export async function removeWaitlistEntryAction(input: RemoveWaitlistEntryInput): Promise<{ ok: true } | { ok: false; error: string }> {
  const caller = await adminCaller("patients");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = removeWaitlistEntrySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    if (!(await removeWaitlistEntry(await getDb(), caller, parsed.data.id, parsed.data.reason))) return { ok: false, error: WAITLIST_ADMIN_COPY.gone };
    revalidatePath("/brampton/admin/waitlist");
    return { ok: true };
  } catch (err) {
    console.error("waitlist removal failed", (err as Error).message);
    return { ok: false, error: WAITLIST_ADMIN_COPY.failed };
  }
}

/** "Book this time" on an offer link's page: the link's token is the authority; bookOffer validates it. */
export async function bookOfferAction(input: BookOfferInput): Promise<BookOfferResult> {
  try {
    const result = await bookOffer(await getDb(), input, { siteUrl: siteUrlFor(await headers()) ?? "", clinicInbox: config().CLINIC_INBOX });
    if (result.ok) scheduleMailDelivery();
    return result;
  } catch (err) {
    console.error("waitlist booking failed", (err as Error).message);
    return offerRefusal(inputLocale(input), "failed");
  }
}

/** "Offer me an earlier time" on the manage page: the manage link is the authority; limited per address like joining. */
export async function askEarlierTimeAction(input: EarlierTimeInput): Promise<EarlierResult> {
  const t = getT(inputLocale(input), "waitlist");
  try {
    const h = await headers();
    const result = await askEarlierTime(await getDb(), input, clientIp(h), { siteUrl: siteUrlFor(h) ?? "" });
    if (result.ok) scheduleMailDelivery();
    return result;
  } catch (err) {
    console.error("earlier time request failed", (err as Error).message);
    return { ok: false, error: t("errors.failed", { phone: BRAND.phone }) };
  }
}
