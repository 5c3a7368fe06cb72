"use server";

import { revalidatePath } from "next/cache";
import { adminCaller, NOT_ALLOWED } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { saveRecallNotices, saveRecallRules } from "@/lib/recall/rules";
import {
  ownRecallConsentSchema,
  patientRecallConsentSchema,
  recallNoticesSchema,
  recallRulesSchema,
  recallTokenSchema,
  logCallSchema,
  patientConditionsSchema,
  type LogCallInput,
  type PatientConditionsInput,
  type RecallNoticesInput,
  type RecallRulesInput,
} from "@/lib/validations/recall";
import { logRecallCall } from "@/lib/recall/list";
import { CONDITIONS_COPY, RECALL_CONSENT_COPY as CONSENT, RECALL_LIST_COPY } from "@/content/recall";
import { signedInCaller } from "@/lib/auth";
import { savePatientConditions, setOwnRecallConsent, setPatientRecallConsent } from "@/lib/recall/consent";
import { z } from "@/lib/validations/z";
import { BRAND } from "@/content/brand";
import { LOCALES } from "@/content/i18n/locales";
import { getT, inputLocale } from "@/lib/i18n/messages";
import { unsubscribeRecall } from "@/lib/recall/links";

const FAILED = "The rules could not be saved. Please try again.";

/** "Save rules": the Owner only (adminCaller without a permission), validated with the form's schema. */
export async function saveRecallRulesAction(input: RecallRulesInput): Promise<{ ok: true } | { ok: false; error: string }> {
  const caller = await adminCaller();
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = recallRulesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    if (!(await saveRecallRules(await getDb(), caller, parsed.data))) return { ok: false, error: NOT_ALLOWED };
    revalidatePath("/brampton/admin/recall/rules");
    return { ok: true };
  } catch (err) {
    console.error("recall rules failed:", (err as Error).message);
    return { ok: false, error: FAILED };
  }
}

const unsubscribeSchema = z.strictObject({ token: recallTokenSchema, locale: z._default(z.enum(LOCALES), "en") });

/** The unsubscribe page's one button: the link's token is the authority, no sign-in. */
export async function unsubscribeRecallAction(input: unknown): Promise<{ ok: true } | { ok: false; error: string }> {
  const t = getT(inputLocale(input), "recallUnsubscribe");
  const parsed = unsubscribeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: t("invalid", { phone: BRAND.phone }) };
  try {
    return (await unsubscribeRecall(await getDb(), parsed.data.token, "unsubscribe")) ? { ok: true } : { ok: false, error: t("invalid", { phone: BRAND.phone }) };
  } catch (err) {
    console.error("recall unsubscribe failed:", (err as Error).message);
    return { ok: false, error: t("error", { phone: BRAND.phone }) };
  }
}

type Switched = { ok: true; on: boolean } | { ok: false; error: string };

/** The account's "Exam due reminders": the signed-in person's own records and their household's. */
export async function setOwnRecallConsentAction(input: unknown): Promise<Switched> {
  const caller = await signedInCaller();
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = ownRecallConsentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: CONSENT.failed };
  try {
    if (!(await setOwnRecallConsent(await getDb(), caller, parsed.data.on, CONSENT.accountLabel))) return { ok: false, error: CONSENT.accountNone };
    revalidatePath("/brampton/account");
    return { ok: true, on: parsed.data.on };
  } catch (err) {
    console.error("recall consent failed:", (err as Error).message);
    return { ok: false, error: CONSENT.failed };
  }
}

/** The front desk records what the patient said: the `patients` permission, asked here and by the database. */
export async function setPatientRecallConsentAction(input: unknown): Promise<Switched> {
  const caller = await adminCaller("patients");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = patientRecallConsentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: CONSENT.failed };
  try {
    const { patientId, on } = parsed.data;
    if (!(await setPatientRecallConsent(await getDb(), caller, patientId, on, CONSENT.staffLabel))) return { ok: false, error: NOT_ALLOWED };
    revalidatePath(`/brampton/admin/patients/${patientId}`);
    return { ok: true, on };
  } catch (err) {
    console.error("recall consent failed:", (err as Error).message);
    return { ok: false, error: CONSENT.failed };
  }
}

/** "Save messages": the Owner only, validated with the form's schema. */
export async function saveRecallNoticesAction(input: RecallNoticesInput): Promise<{ ok: true } | { ok: false; error: string }> {
  const caller = await adminCaller();
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = recallNoticesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    if (!(await saveRecallNotices(await getDb(), caller, parsed.data))) return { ok: false, error: NOT_ALLOWED };
    revalidatePath("/brampton/admin/recall/rules");
    return { ok: true };
  } catch (err) {
    console.error("recall messages failed:", (err as Error).message);
    return { ok: false, error: FAILED };
  }
}

/** "Log call": the `patients` permission (Owner, Front desk), asked here and by the database. */
export async function logRecallCallAction(input: LogCallInput): Promise<{ ok: true } | { ok: false; error: string }> {
  const caller = await adminCaller("patients");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = logCallSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    if (!(await logRecallCall(await getDb(), caller, parsed.data))) return { ok: false, error: RECALL_LIST_COPY.gone };
    revalidatePath("/brampton/admin/recall");
    return { ok: true };
  } catch (err) {
    console.error("recall call failed:", (err as Error).message);
    return { ok: false, error: RECALL_LIST_COPY.failed };
  }
}

/** "Save conditions": the `prescriptions` permission, asked here and by the database (which also asks whether this record). */
export async function savePatientConditionsAction(input: PatientConditionsInput): Promise<{ ok: true } | { ok: false; error: string }> {
  const caller = await adminCaller("prescriptions");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = patientConditionsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: CONDITIONS_COPY.failed };
  try {
    const { patientId, conditions, contactLens } = parsed.data;
    if (!(await savePatientConditions(await getDb(), caller, patientId, { conditions, contactLens }))) return { ok: false, error: NOT_ALLOWED };
    revalidatePath(`/brampton/admin/patients/${patientId}`);
    return { ok: true };
  } catch (err) {
    console.error("patient conditions failed:", (err as Error).message);
    return { ok: false, error: CONDITIONS_COPY.failed };
  }
}
