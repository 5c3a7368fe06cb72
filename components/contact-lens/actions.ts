"use server";

import { headers } from "next/headers";
import { submitContactLensRequest } from "@/lib/contact-lens";
import { getDb } from "@/lib/db";
import { clientIp } from "@/lib/request";
import type { ContactLensInput } from "@/lib/validations/contact-lens";

export async function submitContactLensAction(input: ContactLensInput) {
  try {
    return await submitContactLensRequest(await getDb(), input, clientIp(await headers()));
  } catch (err) {
    console.error("contact lens request failed", (err as Error).message);
    return { ok: false as const, error: "We could not send your request. Please try again or call us." };
  }
}
