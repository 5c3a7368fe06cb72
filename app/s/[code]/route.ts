import { getDb } from "@/lib/db";
import { system } from "@/lib/db/types";
import { shortLinkTarget } from "@/lib/sms/short-link";

/** A text's short link (issue 54): to the page it names (an offer, a manage page, booking), never an action. */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const target = await (await getDb()).run(system, (tx) => shortLinkTarget(tx, code));
  const url = new URL(target ?? "/brampton/book-exam", request.url);
  return new Response(null, { status: 307, headers: { Location: target ? url.pathname + url.search : "/brampton/book-exam", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
