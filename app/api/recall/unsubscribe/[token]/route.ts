import { getDb } from "@/lib/db";
import { unsubscribeRecall } from "@/lib/recall/links";

export const dynamic = "force-dynamic";

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the address in
 * a recall e-mail's List-Unsubscribe header. The token is the authority; no sign-in, no cookies.
 */
export async function POST(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const done = await unsubscribeRecall(await getDb(), (await params).token, "mail-client");
    return new Response(done ? "Unsubscribed from exam due e-mails.\n" : "This unsubscribe link is not valid.\n", {
      status: done ? 200 : 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  } catch (err) {
    console.error("one-click unsubscribe failed:", (err as Error).message);
    return new Response("Please try again later.\n", { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } });
  }
}

/** A GET (a person or a scanner opening the header's address) changes nothing: it shows the page with the button. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const url = new URL(`/brampton/book-exam/unsubscribe/${encodeURIComponent((await params).token)}`, request.url);
  return Response.redirect(url, 303);
}
