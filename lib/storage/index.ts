import "server-only";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { config } from "@/lib/config";
import { PRODUCT_IMAGES_BUCKET, contentTypeOf, detectImageType, safeFileName, storedNameFromUrl, uniqueFileName, type BUCKETS } from "./files";

export * from "./files";

type Bucket = (typeof BUCKETS)[number];

/** The port: embedded files under DATA_DIR/storage, or Supabase Storage. */
export interface Storage {
  upload(bucket: Bucket, originalName: string, body: Buffer, contentType: string): Promise<{ name: string; url: string }>;
  remove(bucket: Bucket, name: string): Promise<void>;
}

const localDir = (bucket: Bucket) => path.resolve(config().DATA_DIR, "storage", bucket);

const embeddedStorage: Storage = {
  async upload(bucket, originalName, body) {
    const name = uniqueFileName(originalName);
    await mkdir(localDir(bucket), { recursive: true });
    // `wx`: never overwrite, as the hosted upload uses upsert: false.
    await writeFile(path.join(localDir(bucket), name), body, { flag: "wx" });
    return { name, url: `/storage/${bucket}/${name}` };
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
  const client = createClient(c.NEXT_PUBLIC_SUPABASE_URL!, c.SUPABASE_SERVICE_ROLE_KEY ?? c.NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    auth: { persistSession: false },
  });
  return {
    async upload(bucket, originalName, body, contentType) {
      const name = uniqueFileName(originalName);
      const { error } = await client.storage.from(bucket).upload(name, body, {
        cacheControl: "3600",
        upsert: false,
        contentType,
      });
      if (error) throw new Error(error.message);
      const { data } = client.storage.from(bucket).getPublicUrl(name);
      return { name, url: data.publicUrl };
    },
    async remove(bucket, name) {
      const { error } = await client.storage.from(bucket).remove([name]);
      if (error) throw new Error(error.message);
    },
  };
}

export function storage(): Storage {
  return config().authMode === "supabase" ? supabaseStorage() : embeddedStorage;
}

/**
 * Removes the stored files behind these image URLs. URLs that are not uploads of ours (seed
 * renders, anything foreign) are skipped; a file already gone is not an error.
 */
export async function removeStoredImages(urls: readonly string[]): Promise<void> {
  const supabaseUrl = config().NEXT_PUBLIC_SUPABASE_URL;
  const names = [...new Set(urls.map((u) => storedNameFromUrl(u, supabaseUrl)).filter((n): n is string => Boolean(n)))];
  const store = storage();
  for (const name of names) await store.remove(PRODUCT_IMAGES_BUCKET, name);
}

/** Reads an embedded file for the serving route; null when absent or the name is unsafe. */
export async function readEmbeddedFile(bucket: string, name: string): Promise<{ body: Buffer; contentType: string } | null> {
  if (bucket !== "product-images") return null;
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
