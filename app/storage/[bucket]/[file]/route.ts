import { readEmbeddedFile } from "@/lib/storage";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });

/**
 * Serves embedded-storage uploads (hosted mode serves them from Supabase Storage). Only a
 * safe name whose bytes are the image type its extension says is served (readEmbeddedFile).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ bucket: string; file: string }> }) {
  const { bucket, file } = await params;
  let name: string;
  try {
    name = decodeURIComponent(file);
  } catch {
    return notFound();
  }
  const found = await readEmbeddedFile(bucket, name);
  if (!found) return notFound();
  return new Response(new Uint8Array(found.body), {
    headers: {
      "Content-Type": found.contentType,
      "Content-Length": String(found.body.byteLength),
      // Spec §7: uploads are cached for an hour (a deleted image stops being served soon after).
      "Cache-Control": "public, max-age=3600",
      // Only verified images are stored; these make sure none is ever treated as a page.
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="${name}"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
