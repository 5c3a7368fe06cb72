import { IMAGE_MESSAGES } from "@/lib/storage/files";

const ENDPOINT = "/api/admin/product-images";

/** Uploads one file; the server decides by its bytes whether it is an image. */
export async function uploadProductImage(file: File): Promise<{ ok: true; url: string } | { ok: false; error: string }> {
  const body = new FormData();
  body.append("file", file);
  try {
    const res = await fetch(ENDPOINT, { method: "POST", body });
    const answer = (await res.json().catch(() => null)) as { ok?: boolean; url?: string; error?: string } | null;
    if (res.ok && answer?.ok && answer.url) return { ok: true, url: answer.url };
    return { ok: false, error: answer?.error ?? IMAGE_MESSAGES.uploadFailed(`${res.status} ${res.statusText}`.trim()) };
  } catch {
    return { ok: false, error: IMAGE_MESSAGES.uploadFailed() };
  }
}

/** Removes files uploaded during a dialog that was cancelled (or removed before saving). */
export async function removeUploadedImages(urls: string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  try {
    const res = await fetch(ENDPOINT, { method: "DELETE", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ urls: urls.slice(0, 10) }) });
    return res.ok;
  } catch {
    return false;
  }
}
