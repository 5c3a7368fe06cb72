import "server-only";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { config } from "@/lib/config";
import { PRODUCT_IMAGES_BUCKET, contentTypeOf, detectImageType, safeFileName, storedNameFromUrl, uniqueFileName, type BUCKETS } from "./files";

export * from "./files";

export type Bucket = (typeof BUCKETS)[number];
export type StoredFile = { name: string; url: string; mime: string };

/**
 * The port: embedded files under DATA_DIR/storage/<bucket>, or Supabase Storage. An upload's
 * name and content type come from its bytes (detectImageType); anything that is not a JPEG,
 * PNG, GIF or WebP is refused here too, whoever calls. Nothing is ever overwritten.
 */
export interface Storage {
  upload(bucket: Bucket, body: Uint8Array): Promise<StoredFile>;
  /** Removes one stored file by name; a file that is already gone is not an error. */
  remove(bucket: Bucket, name: string): Promise<void>;
}

export class NotAnImageError extends Error {
  constructor() {
    super("Not a JPEG, PNG, GIF or WebP image");
  }
}

function kindOf(body: Uint8Array) {
  const kind = detectImageType(body);
  if (!kind) throw new NotAnImageError();
  return kind;
}

const localDir = (bucket: Bucket) => path.resolve(config().DATA_DIR, "storage", bucket);

const embeddedStorage: Storage = {
  async upload(bucket, body) {
    const kind = kindOf(body);
    const dir = localDir(bucket);
    await mkdir(dir, { recursive: true });
    const name = uniqueFileName(kind.ext);
    // Written aside, then linked into place: a half-written file is never served, and link()
    // refuses an existing name, so nothing is overwritten (the hosted upload has upsert: false).
    const temp = path.join(dir, `.${name}.part`);
    await writeFile(temp, body, { flag: "wx" });
    try {
      await link(temp, path.join(dir, name));
    } finally {
      await unlink(temp).catch(() => undefined);
    }
    return { name, url: `/storage/${bucket}/${name}`, mime: kind.mime };
  },
  async remove(bucket, name) {
    const safe = safeFileName(name);
    if (!safe) throw new Error("Invalid file name");
    await unlink(path.join(localDir(bucket), safe)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== "ENOENT") throw err;
    });
  },
};

function supabaseStorage(): Storage {
  const c = config();
  // The service-role key writes past RLS after the route checked the admin itself; without it
  // the anon key is used and the bucket's admin-only policies refuse every write.
  const client = createClient(c.NEXT_PUBLIC_SUPABASE_URL!, c.SUPABASE_SERVICE_ROLE_KEY ?? c.NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return {
    async upload(bucket, body) {
      const kind = kindOf(body);
      const name = uniqueFileName(kind.ext);
      const { error } = await client.storage.from(bucket).upload(name, body, {
        cacheControl: "3600",
        upsert: false,
        contentType: kind.mime,
      });
      if (error) throw new Error(error.message);
      const { data } = client.storage.from(bucket).getPublicUrl(name);
      return { name, url: data.publicUrl, mime: kind.mime };
    },
    async remove(bucket, name) {
      const safe = safeFileName(name);
      if (!safe) throw new Error("Invalid file name");
      // Supabase answers without an error for a name that does not exist.
      const { error } = await client.storage.from(bucket).remove([safe]);
      if (error) throw new Error(error.message);
    },
  };
}

export function storage(): Storage {
  return config().authMode === "supabase" ? supabaseStorage() : embeddedStorage;
}

/** The stored names behind these URLs that are uploads of ours, without repeats. */
export function storedNames(urls: readonly string[]): string[] {
  const supabaseUrl = config().NEXT_PUBLIC_SUPABASE_URL;
  return [...new Set(urls.map((u) => storedNameFromUrl(u, supabaseUrl)).filter((n): n is string => n !== null))];
}

/**
 * Removes the stored files behind these image URLs. URLs that are not uploads of ours (seed
 * renders, anything foreign) are skipped; a file already gone is not an error. Every file is
 * tried; if any removal failed, the first failure is thrown afterwards.
 */
export async function removeStoredImages(urls: readonly string[]): Promise<void> {
  const names = storedNames(urls);
  if (names.length === 0) return;
  const store = storage();
  const results = await Promise.allSettled(names.map((name) => store.remove(PRODUCT_IMAGES_BUCKET, name)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
}

/** Reads an embedded file for the serving route; null when absent, unsafe or not the image its name says. */
export async function readEmbeddedFile(bucket: string, name: string): Promise<{ body: Buffer; contentType: string } | null> {
  if (bucket !== PRODUCT_IMAGES_BUCKET) return null;
  const safe = safeFileName(name);
  const type = safe && contentTypeOf(safe);
  if (!safe || !type) return null;
  try {
    const body = await readFile(path.join(localDir(bucket), safe));
    // Defence in depth: only bytes that really are the image type its name says are served.
    if (detectImageType(body)?.mime !== type) return null;
    return { body, contentType: type };
  } catch {
    return null;
  }
}
