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

/** Unique by time plus a random part, as the original upload did; keeps the (detected) image extension. */
export function uniqueFileName(original: string, now = Date.now(), random = crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32): string {
  const ext = path.extname(original).toLowerCase();
  return `${now}-${random.toString(36).slice(2, 10)}${IMAGE_TYPES[ext] ? ext : ".bin"}`;
}

export const MAX_IMAGES = 5;

/** Spec §5, word for word. */
export const IMAGE_MESSAGES = {
  notImage: (file: string) => `${file} is not an image file`,
  tooLarge: (file: string) => `${file} is too large. Maximum size is 5MB`,
  tooMany: "Maximum 5 images allowed",
  uploadFailed: (message?: string) => `Failed to upload image: ${message || "Unknown error"}`,
  removeFailed: "Failed to remove image",
} as const;

export type ImageKind = { ext: ".jpg" | ".png" | ".gif" | ".webp"; mime: string };

const startsWith = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * What an upload really is, from its first bytes (magic numbers) — never from its name or
 * the browser's type. JPEG, PNG, GIF and WebP only: SVG, HTML and anything else are refused.
 */
export function detectImageType(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: ".jpg", mime: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: ".png", mime: "image/png" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { ext: ".gif", mime: "image/gif" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { ext: ".webp", mime: "image/webp" };
  return null;
}

/** The first problem with a chosen file, before any upload (the server checks again). */
export function imageProblem(file: { name: string; size: number }, head: Uint8Array): string | null {
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge(file.name);
  if (!detectImageType(head)) return IMAGE_MESSAGES.notImage(file.name);
  return null;
}

const EMBEDDED_PREFIX = `/storage/${PRODUCT_IMAGES_BUCKET}/`;

/**
 * The stored file name behind an image URL of ours — embedded `/storage/product-images/<name>`
 * or the hosted bucket's public URL — or null for anything else (seed renders, foreign URLs),
 * so a removal can never reach a file that is not an upload.
 */
export function storedNameFromUrl(url: string, supabaseUrl?: string): string | null {
  let rest: string | null = null;
  if (url.startsWith(EMBEDDED_PREFIX)) rest = url.slice(EMBEDDED_PREFIX.length);
  else if (supabaseUrl) {
    const hosted = `${supabaseUrl.replace(/\/$/, "")}/storage/v1/object/public/${PRODUCT_IMAGES_BUCKET}/`;
    if (url.startsWith(hosted)) rest = url.slice(hosted.length);
  }
  return rest === null ? null : safeFileName(rest);
}
