import { NotAdminError } from "@/lib/admin/assert";
import { adminCaller, NOT_ADMIN } from "@/lib/admin/guard";
import { parseTab } from "@/lib/analytics";
import { csvChunks } from "@/lib/analytics/export";
import { getDb } from "@/lib/db";

/**
 * Download CSV: every row of one analytics tab, with the columns the tab shows, streamed as
 * it is read (lib/analytics/export.ts): the first bytes leave after the first batch, and a
 * million rows never sit in memory at once.
 */
const refused = () => new Response(NOT_ADMIN, { status: 403, headers: { "Cache-Control": "no-store" } });

export async function GET(request: Request) {
  const caller = await adminCaller();
  if (!caller) return refused();
  const tab = parseTab(new URL(request.url).searchParams.get("tab") ?? undefined);
  const chunks = csvChunks(await getDb(), caller, tab);
  let head: IteratorResult<string, number>;
  try {
    // The admin check and the first batch, before the response is committed to a 200.
    head = await chunks.next();
  } catch (err) {
    if (err instanceof NotAdminError) return refused();
    console.error("analytics: export failed", (err as Error).message);
    return new Response("The export could not be prepared. Please try again.", { status: 500, headers: { "Cache-Control": "no-store" } });
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.done) controller.close();
      else controller.enqueue(encoder.encode(head.value));
    },
    // Pulled as the client reads: a slow download reads the table slowly, not into memory.
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (err) {
        console.error("analytics: export stopped", (err as Error).message);
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(0);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="brightview-${tab}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
