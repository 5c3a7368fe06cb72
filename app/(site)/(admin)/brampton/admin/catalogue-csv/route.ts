import { catalogueCsvChunks } from "@/lib/admin/csv/export";
import { templateCsv } from "@/lib/admin/csv/format";
import { NotAdminError } from "@/lib/admin/assert";
import { adminCaller, NOT_ADMIN } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";

/**
 * "Export CSV" (the products the admin table's search and filters show, streamed as read) and,
 * with ?template=1, "Download template". Admins only: the proxy guards the path, and this
 * handler checks the role again, as does the first database read.
 */
const refused = () => new Response(NOT_ADMIN, { status: 403, headers: { "Cache-Control": "no-store" } });
const csvHeaders = (name: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${name}"`,
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
});

export async function GET(request: Request) {
  const caller = await adminCaller();
  if (!caller) return refused();
  const params = new URL(request.url).searchParams;
  if (params.get("template") === "1") return new Response(templateCsv(), { headers: csvHeaders("brightview-catalogue-template.csv") });

  const one = (k: string) => params.get(k) ?? undefined;
  const chunks = catalogueCsvChunks(await getDb(), caller, { q: one("q"), brand: one("brand"), category: one("category"), status: one("status") });
  let head: IteratorResult<string, number>;
  try {
    // The admin check and the first batch, before the response is committed to a 200.
    head = await chunks.next();
  } catch (err) {
    if (err instanceof NotAdminError) return refused();
    console.error("admin: catalogue export failed", (err as Error).message);
    return new Response("The export could not be prepared. Please try again.", { status: 500, headers: { "Cache-Control": "no-store" } });
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.done) controller.close();
      else controller.enqueue(encoder.encode(head.value));
    },
    // Pulled as the client reads: a slow download reads the catalogue slowly, not into memory.
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (err) {
        console.error("admin: catalogue export stopped", (err as Error).message);
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(0);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, { headers: csvHeaders(`brightview-catalogue-${day}.csv`) });
}
