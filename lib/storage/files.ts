// Pure helpers shared by the browser (the uploader's pre-checks) and the server (the upload
// route, the storage port, the serving route). No Node or browser APIs beyond Web Crypto.

export const PRODUCT_IMAGES_BUCKET = "product-images";
export const BUCKETS = [PRODUCT_IMAGES_BUCKET] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 5;

export const IMAGE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
};

/** What the file picker offers; the bytes decide in the end. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

/** Spec §5 and §8, word for word. */
export const IMAGE_MESSAGES = {
  notImage: (file: string) => `${file} is not an image file`,
  tooLarge: (file: string) => `${file} is too large. Maximum size is 5MB`,
  tooMany: "Maximum 5 images allowed",
  uploadFailed: (message?: string) => `Failed to upload image: ${message || "Unknown error"}`,
  removeFailed: "Failed to remove image",
} as const;

const extname = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
};

/**
 * A stored file's name: one path segment of safe characters with a known image extension.
 * Anything else (slashes, dots-only, NUL, unknown types) is refused, so no request can
 * reach outside the bucket's folder.
 */
export function safeFileName(name: string): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(name)) return null;
  if (name.includes("..")) return null;
  return IMAGE_TYPES[extname(name)] ? name : null;
}

export function contentTypeOf(name: string): string | null {
  return IMAGE_TYPES[extname(name)] ?? null;
}

export type ImageKind = { ext: ".jpg" | ".png" | ".gif" | ".webp"; mime: string };

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/** How many leading bytes detectImageType needs (the browser reads only these). */
export const IMAGE_HEAD_BYTES = 16;

/**
 * What an upload really is, from its first bytes (magic numbers) — never from its name or
 * the browser's type. JPEG, PNG, GIF and WebP only: SVG, HTML, text and anything else are null.
 */
export function detectImageType(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, JPEG)) return { ext: ".jpg", mime: "image/jpeg" };
  if (startsWith(bytes, PNG)) return { ext: ".png", mime: "image/png" };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { ext: ".gif", mime: "image/gif" };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { ext: ".webp", mime: "image/webp" };
  return null;
}

/** 64 random bits from Web Crypto, as 13 base-36 characters. */
function randomPart(): string {
  const [n] = crypto.getRandomValues(new BigUint64Array(1));
  return n.toString(36).padStart(13, "0");
}

/**
 * A stored name, unique by time plus a random part as the spec's upload was, with the
 * extension of the type detected from the bytes (never the uploaded name's).
 */
export function uniqueFileName(ext: ImageKind["ext"], now = Date.now(), random = randomPart()): string {
  if (!/^[a-z0-9]{1,32}$/.test(random)) throw new Error("uniqueFileName: bad random part");
  if (!IMAGE_TYPES[ext]) throw new Error("uniqueFileName: not an image extension");
  return `${Math.trunc(now)}-${random}${ext}`;
}

/** The first problem with a chosen file, before any upload (the server checks again). */
export function imageProblem(file: { name: string; size: number }, head: Uint8Array): string | null {
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge(file.name);
  if (!detectImageType(head)) return IMAGE_MESSAGES.notImage(file.name);
  return null;
}

const EMBEDDED_PREFIX = `/storage/${PRODUCT_IMAGES_BUCKET}/`;

/** `${supabaseUrl}/storage/v1/object/public/product-images/`, or null without a Supabase URL. */
export function hostedImagePrefix(supabaseUrl?: string | null): string | null {
  if (!supabaseUrl) return null;
  try {
    const origin = new URL(supabaseUrl);
    return `${origin.origin}${origin.pathname.replace(/\/+$/, "")}/storage/v1/object/public/${PRODUCT_IMAGES_BUCKET}/`;
  } catch {
    return null;
  }
}

/**
 * The stored file name behind an image URL of ours — embedded `/storage/product-images/<name>`
 * or the hosted bucket's public URL (pass NEXT_PUBLIC_SUPABASE_URL) — or null for anything
 * else (seed renders under /products/, foreign URLs, other buckets, traversal, queries), so a
 * removal can never reach a file that is not an upload.
 */
export function storedNameFromUrl(url: string, supabaseUrl?: string | null): string | null {
  let rest: string | null = null;
  if (url.startsWith(EMBEDDED_PREFIX)) rest = url.slice(EMBEDDED_PREFIX.length);
  else {
    const hosted = hostedImagePrefix(supabaseUrl);
    if (hosted && url.startsWith(hosted)) rest = url.slice(hosted.length);
  }
  return rest === null ? null : safeFileName(rest);
}
