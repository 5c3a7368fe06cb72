import { getDb } from "@/lib/db";
import { clientIp } from "@/lib/request";
import { recordPhoneCall } from "@/lib/tracking/phone-calls";

/** Receives navigator.sendBeacon from call-link clicks. Always 204: tracking never bothers the visitor. */
export async function POST(request: Request) {
  try {
    const text = await request.text();
    if (text.length <= 1000) await recordPhoneCall(await getDb(), JSON.parse(text), clientIp(request.headers));
  } catch (err) {
    console.warn("phone call tracking failed:", (err as Error).message);
  }
  return new Response(null, { status: 204 });
}
