import path from "node:path";

export const PRODUCT_IMAGES_BUCKET = "product-images";
export const BUCKETS = [PRODUCT_IMAGES_BUCKET] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
};

/**
 * A stored file's name: one path segment of safe characters with a known image extension.
 * Anything else (slashes, dots-only, NUL, unknown types) is refused, so no request can
 * reach outside the bucket's folder.
 */
export function safeFileName(name: string): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(name)) return null;
  if (name.includes("..")) return null;
  const ext = path.extname(name).toLowerCase();
  return IMAGE_TYPES[ext] ? name : null;
}

export function contentTypeOf(name: string): string | null {
  return IMAGE_TYPES[path.extname(name).toLowerCase()] ?? null;
}

/** Unique by time plus a random part, as the original upload did; keeps the extension. */
export function uniqueFileName(original: string, now = Date.now(), random = Math.random()): string {
  const ext = path.extname(original).toLowerCase();
  return `${now}-${random.toString(36).slice(2, 10)}${IMAGE_TYPES[ext] ? ext : ".bin"}`;
}
