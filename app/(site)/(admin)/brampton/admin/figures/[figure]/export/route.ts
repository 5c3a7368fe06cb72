import { refusedDownload, streamedCsv } from "@/lib/admin/csv-download";
import { adminCaller } from "@/lib/admin/guard";
import { FIGURES } from "@/content/figures";
import { getDb } from "@/lib/db";
import { figureBySlug } from "@/lib/figures";
import { figureCsvChunks } from "@/lib/figures/export";

/** "Export CSV": every row behind one figure under the page's choice, streamed batch by batch. */
export async function GET(request: Request, { params }: { params: Promise<{ figure: string }> }) {
  const key = figureBySlug((await params).figure);
  if (!key) return new Response("Not found", { status: 404 });
  const caller = await adminCaller("analytics");
  if (!caller) return refusedDownload();
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const chunks = figureCsvChunks(await getDb(), caller, key, search);
  return streamedCsv(chunks, `brightview-figures-${FIGURES[key].slug}-${new Date().toISOString().slice(0, 10)}.csv`, "figures");
}
