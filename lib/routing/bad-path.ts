/**
 * A path no page can answer: it decodes to a NUL, or its percent-encoding is broken (a lone "%",
 * or bytes that are not UTF-8). Next would otherwise hand it to a page and its cache, which throw
 * on it (a 500, or a 404 with a TypeError in the log); the proxy answers 400 instead.
 */
export function isMalformedPath(rawPath: string): boolean {
  if (rawPath.includes("\0")) return true;
  try {
    return decodeURIComponent(rawPath).includes("\0");
  } catch {
    return true;
  }
}

/** The raw (still percent-encoded) path of a request URL, without the query. */
export function rawPathOf(url: string): string {
  const afterOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  return afterOrigin.split(/[?#]/, 1)[0] || "/";
}
