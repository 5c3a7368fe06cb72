import { refusedDownload, streamedCsv } from "@/lib/admin/csv-download";
import { adminCaller } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { recallCsv } from "@/lib/recall/list";
import { recallListQuerySchema } from "@/lib/validations/recall";

/** "Export CSV": the recall tab with the page's filters, for a phone list. Owner and Front desk. */
export async function GET(request: Request) {
  const caller = await adminCaller("patients");
  if (!caller) return refusedDownload();
  const sp = new URL(request.url).searchParams;
  const q = recallListQuerySchema.parse({ tab: sp.get("tab") ?? undefined, clinic: sp.get("clinic") || undefined, optometrist: sp.get("optometrist") || undefined, page: 1 });
  return streamedCsv(recallCsv(await getDb(), caller, q), `brightview-recall-${q.tab}-${new Date().toISOString().slice(0, 10)}.csv`, "recall list");
}
