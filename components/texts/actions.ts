"use server";

import { revalidatePath } from "next/cache";
import { TEXTS_COPY as C } from "@/content/texts";
import { adminCaller, refusal } from "@/lib/admin/guard";
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
