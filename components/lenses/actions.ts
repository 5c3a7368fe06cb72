"use server";

import { LENS_COPY } from "@/content/lens-copy";
import { getLensPrefill, type LensPrefill } from "@/lib/account/lens-prefill";
import { signedInCaller } from "@/lib/auth";
import { getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";

export type LensPrefillResult = { ok: true; prefill: LensPrefill | null } | { ok: false; error: string };

/**
 * For a signed-in patient, the exam fields' name and date of birth. The product page is cached
 * for everyone, so the page asks once the exam choice is opened; a visitor gets nothing.
 */
export async function lensPrefillAction(): Promise<LensPrefillResult> {
  try {
    const caller = await signedInCaller();
    if (!caller) return { ok: false, error: LENS_COPY.exam.signInToPrefill };
    return { ok: true, prefill: await getLensPrefill(await getDb(), caller) };
  } catch (err) {
    // Prefill is a convenience: the fields stay empty.
    console.error("lens prefill failed", (err as Error).message);
    return { ok: false, error: LENS_COPY.exam.prefillFailed };
  }
}

export type ExamClinicsResult = { ok: true; clinics: { id: string; label: string }[] } | { ok: false; error: string };

/** The clinics an exam can have been at (public, cached): the exam choice lists them when it opens. */
export async function examClinicsAction(): Promise<ExamClinicsResult> {
  try {
    return { ok: true, clinics: (await getClinics()).map((c) => ({ id: c.id, label: c.bookingLabel })) };
  } catch (err) {
    console.error("exam clinics failed", (err as Error).message);
    return { ok: false, error: LENS_COPY.exam.clinicsFailed };
  }
}
