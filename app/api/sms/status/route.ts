import { getDb } from "@/lib/db";
import { handleStatus } from "@/lib/sms/inbound";
import { twilioWebhook } from "@/lib/sms/webhook";

/** Twilio's status callback (issue 54): "delivered", "failed", "undelivered" beside the text. */
export async function POST(request: Request) {
  const hook = await twilioWebhook(request);
  if (!hook.ok) return hook.response;
  await handleStatus(await getDb(), hook.params);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
