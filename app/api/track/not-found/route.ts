import { hasUnusualCharacters } from "@/lib/validations/text";

/** Logs the path of a 404 the visitor hit, so broken links can be found and fixed. */
export async function POST(request: Request) {
  const text = (await request.text()).slice(0, 300);
  try {
    const { path } = JSON.parse(text) as { path?: unknown };
    // The text rule keeps forged lines and terminal escapes (CR, LF, ESC, bidi overrides) out of the log.
    if (typeof path === "string" && !hasUnusualCharacters(path)) console.warn(`404 Not Found: ${path.slice(0, 200)}`);
  } catch {
    // Not JSON: nothing to log.
  }
  return new Response(null, { status: 204 });
}
