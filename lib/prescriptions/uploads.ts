import "server-only";
import { randomUUID } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { PRESCRIPTION_UPLOAD_COPY } from "@/content/prescription-uploads";
import { config } from "@/lib/config";
import { system, type Caller, type Db } from "@/lib/db/types";
import { hasUnusualCharacters } from "@/lib/validations/text";
import { MAX_PRESCRIPTION_BYTES, detectPrescriptionType, prescriptionTypeOfName, type PrescriptionType } from "./file-type";
import { PRESCRIPTION_LINK_SECONDS } from "./signed-link";

// Prescription photos and PDFs: a private bucket that is never served at a public path. Embedded
// mode keeps the files under DATA_DIR/storage/prescriptions, which the /storage route refuses
// (it serves product-images only); hosted mode uses the private Supabase bucket `prescriptions`.

export const PRESCRIPTIONS_BUCKET = "prescriptions";
/** Unclaimed uploads older than this are removed (the cart promises 24 hours). */
const UNCLAIMED_HOURS = 24;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PrescriptionUploadProblem = "empty" | "tooLarge" | "wrongType";

/** A refusal the shopper can act on; `message` is the content copy, `status` the HTTP answer. */
export class PrescriptionUploadError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(readonly problem: PrescriptionUploadProblem) {
    super(PRESCRIPTION_UPLOAD_COPY[problem]);
    this.status = problem === "empty" ? 400 : problem === "tooLarge" ? 413 : 415;
  }
}

/** What the admin route sends: the bytes (embedded), or a short-lived signed URL (hosted). */
export type PrescriptionFile =
  | ({ kind: "bytes"; body: Uint8Array } & PrescriptionType)
  | ({ kind: "redirect"; url: string } & PrescriptionType);

interface PrivateBucket {
  /** Stores new bytes under `name`; never overwrites. */
  put(name: string, body: Uint8Array, mime: string): Promise<void>;
  /** A file already gone is not an error. */
  remove(name: string): Promise<void>;
}

const localDir = () => path.resolve(config().DATA_DIR, "storage", PRESCRIPTIONS_BUCKET);

/** Only names of the table's own shape reach the file system: no traversal is possible. */
function safeName(name: string): string {
  if (!prescriptionTypeOfName(name)) throw new Error("Invalid prescription object name");
  return name;
}

const embeddedBucket: PrivateBucket = {
  async put(name, body) {
    const dir = localDir();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Written aside, then linked into place (as the product-image port does): a half-written
    // file never has the final name, and link() refuses an existing one.
    const temp = path.join(dir, `.${safeName(name)}.part`);
    await writeFile(temp, body, { flag: "wx", mode: 0o600 });
    try {
      await link(temp, path.join(dir, name));
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  },
  async remove(name) {
    await unlink(path.join(localDir(), safeName(name))).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== "ENOENT") throw err;
    });
  },
};

/**
 * The service-role client: the bucket has no write policies at all, so only it can write, and
 * only after this server's own checks. Never the anon key (it could do nothing here anyway).
 */
function serviceClient() {
  const c = config();
  if (!c.NEXT_PUBLIC_SUPABASE_URL || !c.SUPABASE_SERVICE_ROLE_KEY) throw new Error("SUPABASE_SERVICE_ROLE_KEY is required for prescription uploads");
  return createClient(c.NEXT_PUBLIC_SUPABASE_URL, c.SUPABASE_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } }).storage.from(
    PRESCRIPTIONS_BUCKET,
  );
}

const hostedBucket = (): PrivateBucket => ({
  async put(name, body, mime) {
    // upsert: false, and never getPublicUrl: the bucket is private and stays so.
    const { error } = await serviceClient().upload(safeName(name), body, { contentType: mime, upsert: false });
    if (error) throw new Error(error.message);
  },
  async remove(name) {
    // Supabase answers without an error for a name that does not exist.
    const { error } = await serviceClient().remove([safeName(name)]);
    if (error) throw new Error(error.message);
  },
});

const hosted = () => config().authMode === "supabase";
const bucket = (): PrivateBucket => (hosted() ? hostedBucket() : embeddedBucket);

/**
 * The name the cart shows for the upload: the file's own name when it is plain text (no folder
 * part, at most 80 characters), else "prescription". It is only ever displayed, never stored.
 */
export function prescriptionDisplayName(name: string): string {
  if (hasUnusualCharacters(name)) return PRESCRIPTION_UPLOAD_COPY.defaultFileName;
  const base = name.normalize("NFC").split(/[\\/]/).pop()!.trim();
  const short = Array.from(base).slice(0, 80).join("").trim();
  return short || PRESCRIPTION_UPLOAD_COPY.defaultFileName;
}

/**
 * Stores a shopper's prescription file and returns the opaque id the cart line keeps. The type
 * comes from the bytes alone; the stored name is random (the shopper's name is never used).
 */
export async function storePrescriptionUpload(db: Db, bytes: Uint8Array): Promise<{ id: string }> {
  if (bytes.byteLength === 0) throw new PrescriptionUploadError("empty");
  if (bytes.byteLength > MAX_PRESCRIPTION_BYTES) throw new PrescriptionUploadError("tooLarge");
  const type = detectPrescriptionType(bytes);
  if (!type) throw new PrescriptionUploadError("wrongType");

  const name = `${randomUUID()}.${type.ext}`;
  const store = bucket();
  await store.put(name, bytes, type.mime);
  try {
    // System: shoppers have no insert grant; this server checked the bytes above.
    const [row] = await db.run(system, (tx) =>
      tx.query<{ id: string }>(
        "insert into public.prescription_uploads (object_name, content_type, byte_size) values ($1, $2, $3) returning id",
        [name, type.mime, bytes.byteLength],
      ),
    );
    return { id: row.id };
  } catch (err) {
    // No row, no file: an unrecorded file could never be claimed or cleaned up.
    await store.remove(name).catch(() => undefined);
    throw err;
  }
}

/**
 * One upload for the admin route, read as `caller` so RLS decides (admins, and the owner of the
 * order that claimed it); null when the caller may not see it or it is gone.
 */
export async function readPrescriptionFile(db: Db, caller: Caller, uploadId: string): Promise<PrescriptionFile | null> {
  // Visitors hold no grant on the table at all (their query would fail, not come back empty).
  if (caller.kind === "anon" || !UPLOAD_ID.test(uploadId)) return null;
  const [row] = await db.run(caller, (tx) =>
    tx.query<{ object_name: string; content_type: string }>(
      "select object_name, content_type from public.prescription_uploads where id = $1",
      [uploadId],
    ),
  );
  const type = row && prescriptionTypeOfName(row.object_name);
  if (!type || type.mime !== row.content_type) return null;

  if (hosted()) {
    const { data, error } = await serviceClient().createSignedUrl(row.object_name, PRESCRIPTION_LINK_SECONDS);
    if (error || !data?.signedUrl) return null;
    return { kind: "redirect", url: data.signedUrl, ...type };
  }
  let body: Uint8Array;
  try {
    body = new Uint8Array(await readFile(path.join(localDir(), row.object_name)));
  } catch {
    return null;
  }
  // Defence in depth: only bytes that still are the type recorded are ever sent.
  if (detectPrescriptionType(body)?.mime !== type.mime) return null;
  return { kind: "bytes", body, ...type };
}

/**
 * Removes uploads no order claimed within 24 hours: the rows in one statement (an order claiming
 * one at the same moment either wins, and it stays, or finds it gone), then their files. Every
 * file is tried; the first failure is thrown afterwards. Returns how many uploads were removed.
 */
export async function removeUnclaimedUploads(db: Db, now = new Date()): Promise<number> {
  const rows = await db.run(system, (tx) =>
    tx.query<{ object_name: string }>(
      `delete from public.prescription_uploads
       where order_id is null and created_at < $1::timestamptz - make_interval(hours => $2)
       returning object_name`,
      [now.toISOString(), UNCLAIMED_HOURS],
    ),
  );
  if (rows.length === 0) return 0;
  const store = bucket();
  const results = await Promise.allSettled(rows.map((r) => store.remove(r.object_name)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
  return rows.length;
}
