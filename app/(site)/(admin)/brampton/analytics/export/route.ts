import { refusedDownload, streamedCsv } from "@/lib/admin/csv-download";
import { adminCaller } from "@/lib/admin/guard";
import { parseTab } from "@/lib/analytics";
import { ANALYTICS_TAB_PERMISSIONS } from "@/lib/auth/permissions";
import { csvChunks } from "@/lib/analytics/export";
import { getDb } from "@/lib/db";

/**
 * Download CSV: every row of one analytics tab, with the columns the tab shows, streamed as
 * it is read (lib/analytics/export.ts): the first bytes leave after the first batch, and a
 * million rows never sit in memory at once.
 */
export async function GET(request: Request) {
  const tab = parseTab(new URL(request.url).searchParams.get("tab") ?? undefined);
  const caller = await adminCaller(ANALYTICS_TAB_PERMISSIONS[tab] ?? ["analytics"]);
  if (!caller) return refusedDownload();
  const chunks = csvChunks(await getDb(), caller, tab);
  const day = new Date().toISOString().slice(0, 10);
  return streamedCsv(chunks, `brightview-${tab}-${day}.csv`, "analytics");
}
