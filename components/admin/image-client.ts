// Browser-side calls to the admin image route (app/api/admin/product-images/route.ts).
import { IMAGE_MESSAGES } from "@/lib/storage/files";

const ENDPOINT = "/api/admin/product-images";
/** The route removes at most this many URLs per request. */
const REMOVE_BATCH = 10;

export type UploadResult = { ok: true; url: string } | { ok: false; error: string };

/** Uploads one file; the server decides by its bytes whether it is an image. */
export async function uploadProductImage(file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append("file", file);
  try {
    const res = await fetch(ENDPOINT, { method: "POST", body, credentials: "same-origin" });
    const answer = (await res.json().catch(() => null)) as { ok?: unknown; url?: unknown; error?: unknown } | null;
    if (res.ok && answer?.ok === true && typeof answer.url === "string") return { ok: true, url: answer.url };
    if (typeof answer?.error === "string" && answer.error) return { ok: false, error: answer.error };
    return { ok: false, error: IMAGE_MESSAGES.uploadFailed(res.ok ? undefined : res.statusText || `HTTP ${res.status}`) };
  } catch {
    return { ok: false, error: IMAGE_MESSAGES.uploadFailed() };
  }
}

/**
 * Removes files uploaded during a dialog visit that were removed again or abandoned (cancel).
 * The server ignores URLs that are not uploads of ours (seed renders, foreign URLs). True when
 * every batch of 10 succeeded; false on a refusal or a network failure.
 */
export async function removeUploadedImages(urls: string[]): Promise<boolean> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return true;
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += REMOVE_BATCH) batches.push(unique.slice(i, i + REMOVE_BATCH));
  const results = await Promise.all(
    batches.map(async (batch) => {
      try {
        const res = await fetch(ENDPOINT, {
          method: "DELETE",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ urls: batch }),
          credentials: "same-origin",
          // A cancelled dialog may be followed by navigation; let the request finish.
          keepalive: true,
        });
        const answer = (await res.json().catch(() => null)) as { ok?: unknown } | null;
        return res.ok && answer?.ok === true;
      } catch {
        return false;
      }
    }),
  );
  return results.every(Boolean);
}
