"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { INTAKE_ADMIN_COPY as C } from "@/content/intake";
import { localeOr } from "@/content/i18n/locales";
import { accessorOf } from "@/lib/access-log/request";
import { openOwnForms } from "@/lib/account/intake";
import { adminCaller, refusal } from "@/lib/admin/guard";
import { getSession, signedInCaller } from "@/lib/auth";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { addFormsToRecord, openFormsHere, sendFormsAgain } from "@/lib/intake/clinic";
import { openForms, saveSection, type SaveResult } from "@/lib/intake/forms";
import { formsOpenCheck, markFormsOpen } from "@/lib/intake/gate-cookie";
import { formsPath } from "@/lib/intake/links";
import { intakeWords } from "@/lib/intake/words";
import { scheduleMailDelivery } from "@/lib/mail";
import { clientIp } from "@/lib/request";
import { siteUrlFor } from "@/lib/seo/site-url";
import { intakeBookingSchema } from "@/lib/validations/intake";

type Result = { ok: true } | { ok: false; error: string };
const pageLocale = (input: unknown) => localeOr((input as { locale?: unknown } | null)?.locale as string);

/** The gate: the right date of birth opens the link in this browser for two hours. */
export async function openFormsAction(input: unknown): Promise<Result> {
  try {
    const result = await openForms(await getDb(), input);
    if (!result.ok) return { ok: false, error: result.error };
    await markFormsOpen((input as { token: string }).token, result.formId);
    return { ok: true };
  } catch (err) {
    console.error("opening the forms failed", (err as Error).message);
    return { ok: false, error: intakeWords(pageLocale(input)).page("failed") };
  }
}

/** "Save and continue" (and "Yes, still correct", and the consent's send), for a link this browser opened. */
export async function saveSectionAction(input: unknown): Promise<SaveResult> {
  try {
    const token = typeof (input as { token?: unknown } | null)?.token === "string" ? (input as { token: string }).token : "";
    const result = await saveSection(await getDb(), input, {
      opened: await formsOpenCheck(token),
      address: clientIp(await headers()),
      clinicInbox: config().CLINIC_INBOX,
    });
    if (result.ok) {
      revalidatePath("/brampton/admin/appointments");
      if (result.status === "done") scheduleMailDelivery();
    }
    return result;
  } catch (err) {
    console.error("saving the forms failed", (err as Error).message);
    return { ok: false, error: intakeWords(pageLocale(input)).page("failed") };
  }
}

/** The day sheet's "Send forms again": a fresh link e-mailed to the patient. */
export async function sendFormsAgainAction(input: unknown): Promise<Result> {
  const caller = await adminCaller("day-sheet");
  if (!caller) return { ok: false, error: await refusal() };
  try {
    const result = await sendFormsAgain(await getDb(), caller, input, { siteUrl: siteUrlFor(await headers()) ?? "" });
    if (result.ok) scheduleMailDelivery();
    return result;
  } catch (err) {
    console.error("sending the forms again failed", (err as Error).message);
    return { ok: false, error: C.addFailed };
  }
}

/** The day sheet's "Fill in here": the forms open on this device (the clinic's tablet) without the date of birth. */
export async function fillInHereAction(input: unknown): Promise<{ ok: true; href: string } | { ok: false; error: string }> {
  const caller = await adminCaller("day-sheet");
  if (!caller) return { ok: false, error: await refusal() };
  try {
    const result = await openFormsHere(await getDb(), caller, await accessorOf(await getSession()), input);
    if (!result.ok) return result;
    await markFormsOpen(result.token, result.formId);
    return { ok: true, href: formsPath(result.token, localeOr(result.locale)) };
  } catch (err) {
    console.error("opening the forms here failed", (err as Error).message);
    return { ok: false, error: C.notFound };
  }
}

/** The patient page's "Add to record". */
export async function addToRecordAction(input: unknown): Promise<{ ok: true; outcome: "added" | "unchanged" } | { ok: false; error: string }> {
  const caller = await adminCaller("health-history");
  if (!caller) return { ok: false, error: await refusal() };
  try {
    const result = await addFormsToRecord(await getDb(), caller, input);
    if (result.ok) revalidatePath("/brampton/admin/patients/[id]", "page");
    return result;
  } catch (err) {
    console.error("adding the forms to the record failed", (err as Error).message);
    return { ok: false, error: C.addFailed };
  }
}

/** The account's "Fill in forms": one of the account's own visits' forms, opened in this browser. */
export async function openOwnFormsAction(input: unknown): Promise<{ ok: true; href: string } | { ok: false; error: string }> {
  const parsed = intakeBookingSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: C.notFound };
  const caller = await signedInCaller();
  if (!caller) return { ok: false, error: "Please sign in to fill in your forms." };
  try {
    const opened = await openOwnForms(await getDb(), caller, parsed.data.bookingId);
    if (!opened) return { ok: false, error: C.notFound };
    await markFormsOpen(opened.token, opened.formId);
    return { ok: true, href: formsPath(opened.token, localeOr(opened.locale)) };
  } catch (err) {
    console.error("opening own forms failed", (err as Error).message);
    return { ok: false, error: C.notFound };
  }
}
