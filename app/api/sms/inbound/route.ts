import { getDb } from "@/lib/db";
import { scheduleTextDelivery } from "@/lib/sms";
import { handleInbound } from "@/lib/sms/inbound";
import { emptyTwiml, twilioWebhook } from "@/lib/sms/webhook";

/** Twilio's "A message comes in" webhook (issue 54): signed, acted on once per MessageSid. */
export async function POST(request: Request) {
  const hook = await twilioWebhook(request);
  if (!hook.ok) return hook.response;
  const result = await handleInbound(await getDb(), hook.params, { siteUrl: hook.siteUrl });
  if (result.ok && result.action !== "message" && result.action !== "duplicate") scheduleTextDelivery();
  return emptyTwiml();
}
