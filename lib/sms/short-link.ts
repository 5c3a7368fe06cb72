import { randomBytes } from "node:crypto";
import { hashToken } from "@/lib/booking/link-token";
import type { Queryable } from "@/lib/db/types";

/** A short link for a text, to one of our own pages (`target` a site path), ending with it; the full address. */
export async function shortLink(q: Queryable, siteUrl: string, target: string, expiresAt: Date): Promise<string> {
  const code = randomBytes(12).toString("base64url");
  await q.query("insert into private.short_links (code_hash, target, expires_at) values ($1, $2, $3)", [hashToken(code), target, expiresAt.toISOString()]);
  return `${siteUrl.replace(/\/$/, "")}/s/${code}`;
}

/** Where a short link points, or null for a code that names none or has ended. Following it changes nothing. */
export async function shortLinkTarget(q: Queryable, code: string, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{16}$/.test(code)) return null;
  const [row] = await q.query<{ target: string }>("select target from private.short_links where code_hash = $1 and expires_at > $2", [hashToken(code), now.toISOString()]);
  return row?.target ?? null;
}
