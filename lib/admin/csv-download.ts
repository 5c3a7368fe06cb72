import { NOT_ADMIN, NotAdminError } from "@/lib/admin/assert";

/** An admin download's refusal: the same words as every admin action's. */
export const refusedDownload = () => new Response(NOT_ADMIN, { status: 403, headers: { "Cache-Control": "no-store" } });

export const csvHeaders = (filename: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${filename}"`,
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
});

/**
 * An admin's CSV download streamed from `chunks` as the client reads it (a slow download reads
 * the table slowly, not into memory). The first chunk is awaited before answering, so the
 * admin check and the first batch can still turn into a 403 or a 500 rather than a broken 200.
 * `what` names the download in the server's log.
 */
export async function streamedCsv(chunks: AsyncGenerator<string, number>, filename: string, what: string): Promise<Response> {
  let head: IteratorResult<string, number>;
  try {
    head = await chunks.next();
  } catch (err) {
    if (err instanceof NotAdminError) return refusedDownload();
    console.error(`${what}: export failed`, (err as Error).message);
    return new Response("The export could not be prepared. Please try again.", { status: 500, headers: { "Cache-Control": "no-store" } });
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.done) controller.close();
      else controller.enqueue(encoder.encode(head.value));
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (err) {
        console.error(`${what}: export stopped`, (err as Error).message);
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(0);
    },
  });
  return new Response(body, { headers: csvHeaders(filename) });
}
