"use server";

import { revalidatePath } from "next/cache";
import { adminCaller, NOT_ALLOWED } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { saveRecallRules } from "@/lib/recall/rules";
import { recallRulesSchema, type RecallRulesInput } from "@/lib/validations/recall";

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
