import { getDb } from "@/lib/db";
import { unsubscribeRecall } from "@/lib/recall/links";
import { RECALL_TOKEN } from "@/lib/validations/recall";

export const dynamic = "force-dynamic";

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
const INVALID = "This unsubscribe link is not valid.\n";

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the address in
 * a recall e-mail's List-Unsubscribe header. The token is the authority; no sign-in, no cookies.
 */
export async function POST(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const done = await unsubscribeRecall(await getDb(), (await params).token, "mail-client");
    return new Response(done ? "Unsubscribed from exam due e-mails.\n" : INVALID, { status: done ? 200 : 404, headers: TEXT });
  } catch (err) {
    console.error("one-click unsubscribe failed:", (err as Error).message);
    return new Response("Please try again later.\n", { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } });
  }
}

/** A GET (a person or a scanner opening the header's address) changes nothing: it shows the page with the button. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!RECALL_TOKEN.test(token)) return new Response(INVALID, { status: 404, headers: TEXT });
  return Response.redirect(new URL(`/brampton/book-exam/unsubscribe/${token}`, request.url), 303);
}
