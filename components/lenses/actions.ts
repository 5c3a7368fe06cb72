"use server";

import { getLensPrefill, type LensPrefill } from "@/lib/account/lens-prefill";
import { getSession } from "@/lib/auth";
import { getDb } from "@/lib/db";

/**
 * For a signed-in patient, the exam fields' name and date of birth; null for a visitor. The
 * product page is cached for everyone, so the page asks once the exam choice is opened.
 */
export async function lensPrefillAction(): Promise<LensPrefill | null> {
  const session = await getSession();
  if (!session) return null;
  try {
    return await getLensPrefill(await getDb(), { kind: "user", userId: session.userId, email: session.email });
  } catch {
    return null; // Prefill is a convenience: the fields stay empty.
  }
}
