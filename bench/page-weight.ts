/**
 * What a page makes the browser download in JavaScript: every script its HTML names
 * (`<script src>` and `rel=preload|modulepreload as=script`), each fetched once and
 * gzipped at level 9, summed. This is the figure issue 10's budgets are written in.
 */
import { gzipSync } from "node:zlib";

const SCRIPT_URL = /<script[^>]+src="([^"]+)"|<link[^>]+rel="(?:preload|modulepreload)"[^>]+as="script"[^>]+href="([^"]+)"|<link[^>]+as="script"[^>]+rel="(?:preload|modulepreload)"[^>]+href="([^"]+)"/g;

export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(SCRIPT_URL)) urls.add((m[1] ?? m[2] ?? m[3]).replace(/&amp;/g, "&"));
  return [...urls];
}

const cache = new Map<string, number>();

async function gzBytes(url: string): Promise<number> {
  const known = cache.get(url);
  if (known !== undefined) return known;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const size = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  cache.set(url, size);
  return size;
}

/** Gzipped JavaScript named in the page's HTML, in bytes, and the script URLs. */
export async function pageJs(base: string, path: string): Promise<{ bytes: number; scripts: string[] }> {
  const res = await fetch(new URL(path, base));
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  const scripts = scriptUrls(await res.text()).map((s) => new URL(s, base).href);
  const sizes = await Promise.all(scripts.map(gzBytes));
  return { bytes: sizes.reduce((a, b) => a + b, 0), scripts };
}

export const kB = (bytes: number) => Math.round(bytes / 100) / 10;
