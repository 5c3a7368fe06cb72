import { logUploadAccess } from "@/lib/access-log/log";
import { accessorOf } from "@/lib/access-log/request";
import { adminCaller } from "@/lib/admin/guard";
import { getSession } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { verifyPrescriptionLink } from "@/lib/prescriptions/signed-link";
import { readPrescriptionFile } from "@/lib/prescriptions/uploads";

// Staff open a shopper's prescription file here, through a link the admin order page signs
// (prescriptionFileHref) that expires within minutes. Both the link and an admin session are
// required: a forwarded link is useless without the session, and a session cannot guess links.

export const dynamic = "force-dynamic";

/** No detail either way: nothing tells a prober whether an upload exists. */
const refuse = (status: 403 | 404) =>
  new Response(null, { status, headers: { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" } });

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const query = new URL(request.url).searchParams;
  if (!verifyPrescriptionLink(id, query.get("expires"), query.get("sig"))) return refuse(403);
  // The role is checked here and, through RLS, again by the read itself.
  const caller = await adminCaller("prescriptions");
  const session = await getSession();
  const who = await accessorOf(session);
  if (!caller) {
    // A signed-in staff member whose role may not: the refusal is logged too.
    if (session?.role) await logUploadAccess(await getDb(), who, id, false);
    return refuse(403);
  }

  let file;
  try {
    file = await readPrescriptionFile(await getDb(), caller, id);
  } catch (err) {
    console.error("admin: prescription read failed:", err instanceof Error ? err.message : "");
    return new Response(null, { status: 500, headers: { "Cache-Control": "private, no-store" } });
  }
  if (!file) return refuse(404);
  await logUploadAccess(await getDb(), who, id, true);

  if (file.kind === "redirect") {
    // Hosted: Supabase serves the private object through its own signed URL (≤ 5 minutes).
    return new Response(null, {
      status: 302,
      headers: { Location: file.url, "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" },
    });
  }
  return new Response(file.body as BodyInit, {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.body.byteLength),
      "Content-Disposition": `inline; filename="prescription.${file.ext}"`,
      // Health information: never kept by a shared cache or the browser's.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      // The bytes are a shopper's: they are shown, never run or allowed to reach anything.
      // Chromium's and Safari's PDF viewers refuse to draw under a `sandbox` policy, so a PDF
      // gets the same policy without it (its type is checked from the bytes, and nosniff holds).
      "Content-Security-Policy": `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'${file.mime === "application/pdf" ? "" : "; sandbox"}`,
    },
  });
}
