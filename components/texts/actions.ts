"use server";

import { revalidatePath } from "next/cache";
import { TEXTS_COPY as C } from "@/content/texts";
import { adminCaller, NOT_ALLOWED, refusal } from "@/lib/admin/guard";
import { signedInCaller } from "@/lib/auth";
import { setOwnTextConsent, setPatientTextConsent } from "@/lib/sms/consent";
import { textConsentSchema } from "@/lib/validations/texts";
import { getDb } from "@/lib/db";
import { scheduleTextDelivery } from "@/lib/sms";
import { replyToThread } from "@/lib/sms/threads";

/** The front desk's reply in a thread (Owner and Front desk); validated and checked again in its transaction. */
export async function replyToTextAction(input: unknown): Promise<{ ok: true } | { ok: false; error: string }> {
  const caller = await adminCaller("patients");
  if (!caller) return { ok: false, error: await refusal() };
  try {
    const result = await replyToThread(await getDb(), caller, input);
    if (result.ok) {
      scheduleTextDelivery();
      revalidatePath("/brampton/admin/texts");
    }
    return result;
  } catch (err) {
    console.error("text reply failed", (err as Error).message);
    return { ok: false, error: C.failed };
  }
}

type Saved = { ok: true } | { ok: false; error: string; field?: "mobile" };

function invalid(issues: { path: PropertyKey[]; message: string }[]): Saved {
  const issue = issues[0];
  return { ok: false, error: issue?.message ?? C.consent.failed, field: issue?.path[0] === "mobile" ? "mobile" : undefined };
}

/** The account's "Texts": every record of the account's own and their household's. */
export async function saveOwnTextConsentAction(input: unknown): Promise<Saved> {
  const caller = await signedInCaller();
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = textConsentSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  if (parsed.data.patientId) return { ok: false, error: NOT_ALLOWED };
  try {
    const changed = await setOwnTextConsent(await getDb(), caller, parsed.data, C.consent.recall, "en");
    if (!changed) return { ok: false, error: C.consent.accountNone };
    revalidatePath("/brampton/account");
    return { ok: true };
  } catch (err) {
    console.error("text consent failed:", (err as Error).message);
    return { ok: false, error: C.consent.failed };
  }
}

/** The front desk's record of what the patient said (Owner and Front desk). */
export async function savePatientTextConsentAction(input: unknown): Promise<Saved> {
  const caller = await adminCaller("patients");
  if (!caller) return { ok: false, error: await refusal() };
  const parsed = textConsentSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const { patientId } = parsed.data;
  if (!patientId) return { ok: false, error: C.consent.failed };
  try {
    if (!(await setPatientTextConsent(await getDb(), caller, patientId, parsed.data, C.consent.recall))) return { ok: false, error: NOT_ALLOWED };
    revalidatePath(`/brampton/admin/patients/${patientId}`);
    return { ok: true };
  } catch (err) {
    console.error("text consent failed:", (err as Error).message);
    return { ok: false, error: C.consent.failed };
  }
}
