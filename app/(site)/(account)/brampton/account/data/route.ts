import { exportOwnData } from "@/lib/account/own-data";
import { logAccess } from "@/lib/access-log/log";
import { accessorOf } from "@/lib/access-log/request";
import { getSession } from "@/lib/auth";
import { getDb } from "@/lib/db";

/** "Download my data": one JSON file of what the account holds, for the signed-in user only. */
export async function GET() {
  const session = await getSession();
  if (!session) return Response.json({ error: "Please sign in again." }, { status: 401, headers: { "Cache-Control": "no-store" } });
  const data = await exportOwnData(await getDb(), session.userId);
  if (!data) return Response.json({ error: "Please sign in again." }, { status: 401, headers: { "Cache-Control": "no-store" } });
  await logAccess(await getDb(), await accessorOf(session), [{ kind: "data-download", subjectId: session.userId, patientEmail: session.email, allowed: true }]);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify({ exported_at: new Date().toISOString(), ...data }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="brightview-my-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
