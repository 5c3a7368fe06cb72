import { config } from "@/lib/config";
import { addressTrust, type AddressTrust } from "@/lib/request";

/** The configured public origin (lib/config: SITE_URL, Vercel's domain, or localhost in development); null in production without one. */
export function publicSiteUrl(): string | null {
  return config().publicUrl;
}

/**
 * The origin for links in e-mails the embedded server's own timer sends (waitlist offers,
 * reminders): the public origin, or this machine's own (a local `npm start` without SITE_URL).
 */
export function timerLinkOrigin(): string {
  return publicSiteUrl() ?? `http://localhost:${process.env.PORT || 3000}`;
}

/**
 * The base of absolute URLs on prerendered pages (JSON-LD): the public origin, or "" so URLs stay
 * root-relative when none is configured. A relative URL is resolved against the page it is on;
 * a made-up host would point at a site that does not exist.
 */
export function siteBase(): string {
  return publicSiteUrl() ?? "";
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin this request reached, for links made at request time when no public URL is set.
 * The Host header is the client's: only a plain host[:port] is accepted. X-Forwarded-Host and
 * -Proto are believed only where forwarding headers are (a trusted proxy, or Vercel).
 */
export function requestOrigin(headers: Headers, trust: AddressTrust = addressTrust()): string | null {
  const forwarded = trust.hops > 0 || trust.vercel;
  const first = (name: string) => headers.get(name)?.split(",")[0].trim() || null;
  const host = (forwarded ? first("x-forwarded-host") : null) ?? headers.get("host")?.trim() ?? null;
  if (!host || !HOST.test(host)) return null;
  const proto = forwarded ? first("x-forwarded-proto") : null;
  return `${proto === "https" ? "https" : "http"}://${host.toLowerCase()}`;
}

/** Where links in a reply or an e-mail should point: the public origin, else the one this request reached. */
export function siteUrlFor(headers: Headers): string | null {
  return publicSiteUrl() ?? requestOrigin(headers);
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The origin for links that carry a secret (password reset, address confirmation). Built from
 * the Host header, such a link could be sent to an inbox pointing at any site a stranger names
 * ("reset poisoning"), so only the configured public origin is used, or, without one, the
 * request's own origin when it is this machine (a local `npm start`, where a forged Host can
 * only point the link back at the reader's own computer). Null otherwise: send nothing.
 */
export function secretLinkOrigin(headers: Headers): string | null {
  const configured = publicSiteUrl();
  if (configured) return configured;
  const origin = requestOrigin(headers);
  return origin && LOOPBACK.test(new URL(origin).hostname) ? origin : null;
}
