import { PRESCRIPTION_UPLOAD_COPY as COPY } from "@/content/prescription-uploads";
import { anon, getDb } from "@/lib/db";
import { MAX_PRESCRIPTION_BYTES } from "@/lib/prescriptions/file-type";
import { PrescriptionUploadError, prescriptionDisplayName, storePrescriptionUpload } from "@/lib/prescriptions/uploads";
import { clientIp, readCapped, sameOrigin } from "@/lib/request";

// A shopper's prescription photo or PDF, sent as soon as it is chosen on the product page (no
// sign-in needed). The answer is an opaque id for the cart line, never a URL: the file sits in
// a private bucket that only staff read, through short-lived links.

export type PrescriptionUploadAnswer = { ok: true; id: string; fileName: string } | { ok: false; error: string };

const json = (body: PrescriptionUploadAnswer, status: number) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** Room for the multipart envelope (boundary, part headers, a long file name) around one file. */
const ENVELOPE_BYTES = 64 * 1024;
const MAX_BODY_BYTES = MAX_PRESCRIPTION_BYTES + ENVELOPE_BYTES;

/**
 * Uploads per client address. Every attempt counts (an upload is not a guess, so there is no
 * "failure" to throttle instead), which is why the budget is generous: a whole family behind one
 * address can upload several prescriptions, retries included, and a stranger sharing that address
 * can delay someone by ten minutes at most, never lock them out of ordering (entering the
 * prescription, or sending it later, still works).
 */
const UPLOADS_PER_WINDOW = 20;
const WINDOW_SECONDS = 10 * 60;

export async function POST(request: Request) {
  if (!sameOrigin(request)) return json({ ok: false, error: COPY.crossSite }, 403);

  // Declared size first: nothing is read, and nothing counts against the address.
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return json({ ok: false, error: COPY.tooLarge }, 413);

  try {
    const db = await getDb();
    const [limit] = await db.run(anon, (tx) =>
      tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, $3) as ok", [
        `prescription-upload:${clientIp(request.headers)}`,
        UPLOADS_PER_WINDOW,
        WINDOW_SECONDS,
      ]),
    );
    if (!limit.ok) return json({ ok: false, error: COPY.rateLimited }, 429);

    let raw: Uint8Array | null;
    try {
      raw = await readCapped(request, MAX_BODY_BYTES);
    } catch {
      return json({ ok: false, error: COPY.failed }, 400);
    }
    if (raw === null) return json({ ok: false, error: COPY.tooLarge }, 413);

    let file: File | null;
    try {
      const form = await new Response(raw as BodyInit, { headers: { "Content-Type": request.headers.get("content-type") ?? "" } }).formData();
      const value = form.get("file");
      file = value instanceof File ? value : null;
    } catch {
      return json({ ok: false, error: COPY.failed }, 400);
    }
    if (!file) return json({ ok: false, error: COPY.noFile }, 400);
    if (file.size > MAX_PRESCRIPTION_BYTES) return json({ ok: false, error: COPY.tooLarge }, 413);

    // The type comes from the bytes (storePrescriptionUpload), never from the name or file.type.
    const { id } = await storePrescriptionUpload(db, new Uint8Array(await file.arrayBuffer()));
    return json({ ok: true, id, fileName: prescriptionDisplayName(file.name) }, 201);
  } catch (err) {
    if (err instanceof PrescriptionUploadError) return json({ ok: false, error: err.message }, err.status);
    // Nothing about the file or the shopper is logged, only what failed.
    console.error("prescription upload failed:", err instanceof Error ? err.message : "");
    return json({ ok: false, error: COPY.failed }, 500);
  }
}
