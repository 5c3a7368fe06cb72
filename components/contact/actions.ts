"use server";

import { headers } from "next/headers";
import { submitContactMessage } from "@/lib/contact";
import { getDb } from "@/lib/db";
import { clientIp } from "@/lib/request";
import type { Locale } from "@/content/i18n/locales";
import { getT, inputLocale } from "@/lib/i18n/messages";
import type { ContactInput } from "@/lib/validations/contact";

export async function contactAction(input: ContactInput & { locale?: Locale }): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    return await submitContactMessage(await getDb(), input, clientIp(await headers()));
  } catch (err) {
    console.error("contact message failed", (err as Error).message);
    return { ok: false, error: getT(inputLocale(input), "contact")("error") };
  }
}
