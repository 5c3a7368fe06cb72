import { readEmbeddedFile } from "@/lib/storage";

/** Serves embedded-storage uploads (hosted mode serves them from Supabase Storage). */
export async function GET(_request: Request, { params }: { params: Promise<{ bucket: string; file: string }> }) {
  const { bucket, file } = await params;
  const found = await readEmbeddedFile(bucket, decodeURIComponent(file));
  if (!found) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(found.body), {
    headers: {
      "Content-Type": found.contentType,
      // Names are unique per upload and never overwritten, so they can be cached for good.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
