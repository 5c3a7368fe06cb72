import { z } from "zod";
import { adminCaller, NOT_ADMIN } from "@/lib/admin/guard";
import { readCapped, sameOrigin } from "@/lib/request";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, NotAnImageError, PRODUCT_IMAGES_BUCKET, detectImageType, removeStoredImages, storage } from "@/lib/storage";

// Product images for the admin product dialog. One file per POST: the dialog uploads several
// in parallel, and each request stays small. The admin role is checked here, not by the proxy.

type Answer = { ok: true; url: string; name: string } | { ok: true } | { ok: false; error: string };

const json = (body: Answer, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** Room for the multipart envelope (boundaries, part headers, a long file name) around one 5MB file. */
const ENVELOPE_BYTES = 64 * 1024;
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + ENVELOPE_BYTES;


/** The file name from the first part's headers, for the "too large" message before parsing. */
function multipartFileName(head: Uint8Array | null): string {
  if (!head) return "The file";
  const text = new TextDecoder().decode(head.subarray(0, 2048));
  return /filename="([^"\r\n]{1,120})"/.exec(text)?.[1] ?? "The file";
}

export async function POST(request: Request) {
  if (!sameOrigin(request)) return json({ ok: false, error: IMAGE_MESSAGES.uploadFailed("Cross-site request refused") }, 403);
  if (!(await adminCaller("catalogue"))) return json({ ok: false, error: IMAGE_MESSAGES.uploadFailed(NOT_ADMIN) }, 403);

  // Declared size first (nothing is read), then the bytes actually sent.
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    const head = await request.body?.getReader().read().then((r) => r.value ?? null).catch(() => null);
    return json({ ok: false, error: IMAGE_MESSAGES.tooLarge(multipartFileName(head ?? null)) }, 413);
  }
  let raw: Uint8Array | null;
  try {
    raw = await readCapped(request, MAX_BODY_BYTES);
  } catch {
    return json({ ok: false, error: IMAGE_MESSAGES.uploadFailed("The upload could not be read") }, 400);
  }
  if (raw === null) return json({ ok: false, error: IMAGE_MESSAGES.tooLarge("The file") }, 413);

  let file: File | null = null;
  try {
    const form = await new Response(raw as BodyInit, { headers: { "Content-Type": request.headers.get("content-type") ?? "" } }).formData();
    const value = form.get("file");
    file = value instanceof File ? value : null;
  } catch {
    return json({ ok: false, error: IMAGE_MESSAGES.uploadFailed("The upload could not be read") }, 400);
  }
  if (!file) return json({ ok: false, error: IMAGE_MESSAGES.uploadFailed("No file was sent") }, 400);

  const label = file.name.slice(0, 120) || "The file";
  if (file.size > MAX_IMAGE_BYTES) return json({ ok: false, error: IMAGE_MESSAGES.tooLarge(label) }, 413);
  const body = new Uint8Array(await file.arrayBuffer());
  if (!detectImageType(body)) return json({ ok: false, error: IMAGE_MESSAGES.notImage(label) }, 415);

  try {
    // The stored name and content type come from the bytes, never from what the browser said.
    const stored = await storage().upload(PRODUCT_IMAGES_BUCKET, body);
    return json({ ok: true, url: stored.url, name: stored.name }, 201);
  } catch (err) {
    if (err instanceof NotAnImageError) return json({ ok: false, error: IMAGE_MESSAGES.notImage(label) }, 415);
    const message = err instanceof Error ? err.message : "";
    console.error("admin: image upload failed:", message);
    return json({ ok: false, error: IMAGE_MESSAGES.uploadFailed(message) }, 500);
  }
}

const removal = z.object({ urls: z.array(z.string().max(1000)).max(10) });

/**
 * Removes files uploaded during a dialog visit that the admin removed again or abandoned.
 * Only our own uploads are touched (storedNameFromUrl); seed renders and foreign URLs are ignored.
 */
export async function DELETE(request: Request) {
  if (!sameOrigin(request)) return json({ ok: false, error: IMAGE_MESSAGES.removeFailed }, 403);
  if (!(await adminCaller("catalogue"))) return json({ ok: false, error: IMAGE_MESSAGES.removeFailed }, 403);
  const parsed = removal.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return json({ ok: false, error: IMAGE_MESSAGES.removeFailed }, 400);
  try {
    await removeStoredImages(parsed.data.urls);
    return json({ ok: true });
  } catch (err) {
    console.error("admin: image removal failed:", err instanceof Error ? err.message : "");
    return json({ ok: false, error: IMAGE_MESSAGES.removeFailed }, 500);
  }
}
