import { refusedDownload, streamedCsv } from "@/lib/admin/csv-download";
import { adminCaller } from "@/lib/admin/guard";
import { accessLogCsv } from "@/lib/access-log/read";
import { getDb } from "@/lib/db";
import { accessLogQuerySchema } from "@/lib/validations/staff";

/** "Export CSV": the access log with the page's filters, streamed as it is read. Owner only. */
export async function GET(request: Request) {
  const caller = await adminCaller("staff");
  if (!caller) return refusedDownload();
  const sp = new URL(request.url).searchParams;
  const q = accessLogQuerySchema.parse({ staff: sp.get("staff") ?? undefined, patient: sp.get("patient") ?? undefined, from: sp.get("from") ?? undefined, to: sp.get("to") ?? undefined });
  const day = new Date().toISOString().slice(0, 10);
  return streamedCsv(accessLogCsv(await getDb(), caller, q), `brightview-access-log-${day}.csv`, "access log");
}
