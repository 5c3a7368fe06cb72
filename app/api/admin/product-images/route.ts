import { z } from "zod";
import { adminCaller, NOT_ADMIN } from "@/lib/admin/guard";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, PRODUCT_IMAGES_BUCKET, detectImageType, removeStoredImages, storage } from "@/lib/storage";

// One file per request: the dialog uploads several in parallel, and each request stays small.
type Answer = { ok: true; url: string; name: string } | { ok: true } | { ok: false; error: string };

const json = (body: Answer, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** Cross-site requests are refused: the session cookie is SameSite=Lax, and this checks the Origin too. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function POST(request: Request) {
  if (!sameOrigin(request)) return json({ ok: false, error: NOT_ADMIN }, 403);
  if (!(await adminCaller())) return json({ ok: false, error: NOT_ADMIN }, 403);
  const declared = Number(request.headers.get("content-length") ?? 0);
  // The multipart envelope adds a little; anything far above 5MB is refused before reading it.
  if (declared > MAX_IMAGE_BYTES + 64 * 1024) return json({ ok: false, error: IMAGE_MESSAGES.tooLarge("The file") }, 413);

  let file: File | null = null;
  try {
    const value = (await request.formData()).get("file");
    file = value instanceof File ? value : null;
  } catch {
    return json({ ok: false, error: IMAGE_MESSAGES.uploadFailed("The upload could not be read") }, 400);
  }
  if (!file) return json({ ok: false, error: IMAGE_MESSAGES.uploadFailed("No file was sent") }, 400);
  const label = file.name.slice(0, 120) || "The file";
  if (file.size > MAX_IMAGE_BYTES) return json({ ok: false, error: IMAGE_MESSAGES.tooLarge(label) }, 413);
  const body = Buffer.from(await file.arrayBuffer());
  const kind = detectImageType(body);
  if (!kind) return json({ ok: false, error: IMAGE_MESSAGES.notImage(label) }, 415);

  try {
    // The stored name and type come from the bytes, never from what the browser said.
    const stored = await storage().upload(PRODUCT_IMAGES_BUCKET, `upload${kind.ext}`, body, kind.mime);
    return json({ ok: true, url: stored.url, name: stored.name }, 201);
  } catch (err) {
    console.error("admin: image upload failed", (err as Error).message);
    return json({ ok: false, error: IMAGE_MESSAGES.uploadFailed((err as Error).message) }, 500);
  }
}

const removal = z.object({ urls: z.array(z.string().max(500)).min(1).max(10) });

/** Removes files uploaded in a dialog that was then cancelled, or images removed before saving. */
export async function DELETE(request: Request) {
  if (!sameOrigin(request)) return json({ ok: false, error: NOT_ADMIN }, 403);
  if (!(await adminCaller())) return json({ ok: false, error: NOT_ADMIN }, 403);
  const parsed = removal.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return json({ ok: false, error: IMAGE_MESSAGES.removeFailed }, 400);
  try {
    await removeStoredImages(parsed.data.urls);
    return json({ ok: true });
  } catch (err) {
    console.error("admin: image removal failed", (err as Error).message);
    return json({ ok: false, error: IMAGE_MESSAGES.removeFailed }, 500);
  }
}
