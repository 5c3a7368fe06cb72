import { readEmbeddedFile } from "@/lib/storage";

/** Serves embedded-storage uploads (hosted mode serves them from Supabase Storage). */
export async function GET(_request: Request, { params }: { params: Promise<{ bucket: string; file: string }> }) {
  const { bucket, file } = await params;
  const name = decodeURIComponent(file);
  const found = await readEmbeddedFile(bucket, name);
  if (!found) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(found.body), {
    headers: {
      "Content-Type": found.contentType,
      // Spec §7: uploads are cached for an hour (a deleted image stops being served soon after).
      "Cache-Control": "public, max-age=3600",
      // Only verified images are stored; these make sure none is ever treated as a page.
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="${name}"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
