import { CATALOGUE_CSV_COPY, CSV_PROBLEMS } from "@/content/catalogue-csv";
import { isCatalogImage } from "@/lib/admin/catalog";
import { MAX_FILE_BYTES } from "@/lib/admin/csv/format";
import { runCatalogueImport, type ImportAnswer } from "@/lib/admin/csv/import";
import { adminCaller, NOT_ADMIN } from "@/lib/admin/guard";
import { expireCatalogFromRoute } from "@/lib/catalog";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { readCapped, sameOrigin } from "@/lib/request";
import { csvImportSchema } from "@/lib/validations/catalogue-csv";
import { revalidatePath } from "next/cache";

/**
 * "Import CSV": the file is the request's body (at most 5 MB, read as it arrives and never
 * stored anywhere). ?step=preview checks and counts; ?step=import checks again and writes every
 * row or none. Same-origin admins only: the proxy guards the path, this handler checks the
 * origin and the role, the data layer asks the database, and RLS has the last word.
 */
type Answer = ImportAnswer | { ok: false; error: string; problems: [] };
const json = (body: Answer, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
const refuse = (error: string, status: number) => json({ ok: false, error, problems: [] }, status);

export async function POST(request: Request) {
  if (!sameOrigin(request)) return refuse("Cross-site request refused", 403);
  const caller = await adminCaller("catalogue");
  if (!caller) return refuse(NOT_ADMIN, 403);
  const url = new URL(request.url);
  const parsed = csvImportSchema.safeParse({ step: url.searchParams.get("step") ?? undefined, create_missing: url.searchParams.get("create_missing") ?? undefined });
  if (!parsed.success) return refuse(CATALOGUE_CSV_COPY.failed, 400);

  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_FILE_BYTES) return refuse(CSV_PROBLEMS.tooLarge, 413);
  let bytes: Uint8Array | null;
  try {
    bytes = await readCapped(request, MAX_FILE_BYTES);
  } catch {
    return refuse(CATALOGUE_CSV_COPY.failed, 400);
  }
  if (bytes === null) return refuse(CSV_PROBLEMS.tooLarge, 413);

  const supabaseUrl = config().NEXT_PUBLIC_SUPABASE_URL;
  const apply = parsed.data.step === "import";
  const answer = await runCatalogueImport(await getDb(), caller, bytes, {
    apply,
    createMissing: parsed.data.create_missing,
    allowedImage: (path) => isCatalogImage(path, supabaseUrl),
  });
  if (apply && answer.ok && answer.created + answer.updated > 0) {
    // The dialog's revalidation: shop, brand and product pages show the new data at the next request.
    expireCatalogFromRoute();
    revalidatePath("/brampton/admin");
  }
  const status = answer.ok ? 200 : answer.problems.length ? 422 : answer.error === NOT_ADMIN ? 403 : 500;
  return json(answer, status);
}
