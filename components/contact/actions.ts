"use server";

import { headers } from "next/headers";
import { submitContactMessage } from "@/lib/contact";
import { getDb } from "@/lib/db";
import { clientIp } from "@/lib/request";
import { CONTACT_ERROR, type ContactInput } from "@/lib/validations/contact";

export async function contactAction(input: ContactInput): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    return await submitContactMessage(await getDb(), input, clientIp(await headers()));
  } catch (err) {
    console.error("contact message failed", (err as Error).message);
    return { ok: false, error: CONTACT_ERROR };
  }
}
