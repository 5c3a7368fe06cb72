import { catalogueCsvChunks } from "@/lib/admin/csv/export";
import { templateCsv } from "@/lib/admin/csv/format";
import { csvHeaders, refusedDownload, streamedCsv } from "@/lib/admin/csv-download";
import { adminCaller } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";

/**
 * "Export CSV" (the products the admin table's search and filters show, streamed as read) and,
 * with ?template=1, "Download template". Admins only: the proxy guards the path, and this
 * handler checks the role again, as does the first database read.
 */
export async function GET(request: Request) {
  const caller = await adminCaller("catalogue");
  if (!caller) return refusedDownload();
  const params = new URL(request.url).searchParams;
  if (params.get("template") === "1") return new Response(templateCsv(), { headers: csvHeaders("brightview-catalogue-template.csv") });

  const one = (k: string) => params.get(k) ?? undefined;
  const chunks = catalogueCsvChunks(await getDb(), caller, { q: one("q"), brand: one("brand"), category: one("category"), status: one("status") });
  const day = new Date().toISOString().slice(0, 10);
  return streamedCsv(chunks, `brightview-catalogue-${day}.csv`, "admin: catalogue");
}
