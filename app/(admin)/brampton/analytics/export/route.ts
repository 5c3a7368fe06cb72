import { adminCaller, NOT_ADMIN } from "@/lib/admin/guard";
import { exportTab, parseTab } from "@/lib/analytics";
import { toCsv } from "@/lib/analytics/csv";
import { getDb } from "@/lib/db";

/** Download CSV: every row of one analytics tab, with the columns the tab shows. */
export async function GET(request: Request) {
  const caller = await adminCaller();
  if (!caller) return new Response(NOT_ADMIN, { status: 403, headers: { "Cache-Control": "no-store" } });
  const tab = parseTab(new URL(request.url).searchParams.get("tab") ?? undefined);
  try {
    const { columns, rows } = await exportTab(await getDb(), caller, tab);
    const csv = toCsv(
      columns.map((c) => c.label),
      rows.map((r) => columns.map((c) => (c.kind === "date" && r[c.key] ? new Date(String(r[c.key])).toISOString() : r[c.key]))),
    );
    const day = new Date().toISOString().slice(0, 10);
    return new Response(`\uFEFF${csv}`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="brightview-${tab}-${day}.csv"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (err) {
    console.error("analytics: export failed", (err as Error).message);
    return new Response("The export could not be prepared. Please try again.", { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
