import "server-only";
import twilio from "twilio";
import { config } from "@/lib/config";
import { siteUrlFor } from "@/lib/seo/site-url";

/** Twilio's webhooks carry a few hundred bytes; anything past this is not Twilio's. */
const MAX_BODY_BYTES = 64 * 1024;

export type Webhook = { ok: true; params: Record<string, string>; siteUrl: string } | { ok: false; response: Response };

const plain = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The body as text, up to the limit (a larger one is refused without reading it all). */
async function readBody(request: Request): Promise<string | null> {
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/**
 * A request Twilio signed: without TWILIO_AUTH_TOKEN the routes do not exist (404); a missing or
 * wrong X-Twilio-Signature gets 403 and changes nothing. The signed URL is the public one
 * (SITE_URL, or this server's own origin when it is unset, as the e-mail links do).
 */
export async function twilioWebhook(request: Request): Promise<Webhook> {
  const token = config().TWILIO_AUTH_TOKEN;
  if (!token) return { ok: false, response: plain(404, "Not Found\n") };
  const signature = request.headers.get("x-twilio-signature") ?? "";
  const siteUrl = siteUrlFor(request.headers);
  const text = await readBody(request);
  if (text === null) return { ok: false, response: plain(413, "Payload Too Large\n") };
  if (!signature || !siteUrl) return { ok: false, response: plain(403, "Forbidden\n") };
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) if (!(key in params)) params[key] = value;
  const url = new URL(request.url);
  const signedUrl = `${siteUrl.replace(/\/$/, "")}${url.pathname}${url.search}`;
  let valid = false;
  try {
    valid = twilio.validateRequest(token, signature, signedUrl, params);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, response: plain(403, "Forbidden\n") };
  return { ok: true, params, siteUrl };
}

/** Twilio reads TwiML back; the answers go through the outbox, so there is nothing to say here. */
export const emptyTwiml = () => new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', { status: 200, headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" } });
