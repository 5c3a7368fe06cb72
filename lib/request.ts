import { isIP } from "node:net";
import { config } from "@/lib/config";

/**
 * The one place that decides who a request comes from, for every per-address limit.
 *
 * X-Forwarded-For is written by whoever sent the request: `next start` only fills it when it is
 * missing, and proxies such as nginx append to what the client sent. So it is trusted only as far
 * as the deployment says:
 * - Vercel (`VERCEL=1`): the platform overwrites `x-vercel-forwarded-for` / `x-forwarded-for`
 *   with the address it saw; what the client sent never reaches us.
 * - `TRUSTED_PROXY_HOPS=N` (Caddy, nginx, a load balancer): each trusted proxy appends the
 *   address it saw, so the client is the N-th entry from the right. Entries further left are
 *   the client's own words.
 * - Neither (a bare `npm start`): the socket's address, which server.mjs puts in
 *   SOCKET_ADDRESS_HEADER after removing anything a client sent under that name.
 */
export const SOCKET_ADDRESS_HEADER = "x-brightview-socket-address";
/** Set by server.mjs in its own environment: only then is SOCKET_ADDRESS_HEADER ours. */
export const SOCKET_ADDRESS_ENV = "BRIGHTVIEW_SOCKET_ADDRESS";
/** Every request whose address cannot be known shares this one key (e.g. under `next dev`). */
export const UNKNOWN_ADDRESS = "unknown";

export type AddressTrust = {
  /** Reverse proxies in front of the app that append to X-Forwarded-For. */
  hops: number;
  /** On Vercel, whose edge overwrites the forwarding headers. */
  vercel: boolean;
  /** server.mjs is serving, so SOCKET_ADDRESS_HEADER holds the socket's address. */
  socket: boolean;
};

export function addressTrust(): AddressTrust {
  return {
    hops: config().TRUSTED_PROXY_HOPS,
    // The platform's and server.mjs's own markers, not operator settings.
    vercel: process.env.VERCEL === "1",
    socket: process.env[SOCKET_ADDRESS_ENV] === "1",
  };
}

const entries = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);

/**
 * A rate-limit key for an address: IPv4 as is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by
 * its /64, since one home or phone gets a whole /64 and could otherwise change address per request.
 * Anything that is not an address is UNKNOWN_ADDRESS.
 */
export function addressKey(raw: string | null | undefined): string {
  let a = (raw ?? "").trim();
  if (a.startsWith("[") && a.includes("]")) a = a.slice(1, a.indexOf("]")); // [v6]:port
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":")); // v4:port
  const zone = a.indexOf("%");
  if (zone >= 0) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) a = mapped[1];
  const kind = isIP(a);
  if (kind === 4) return a;
  if (kind === 6) return `${expandIpv6(a).slice(0, 4).join(":")}::/64`;
  return UNKNOWN_ADDRESS;
}

function expandIpv6(a: string): string[] {
  const [head, tail = ""] = a.toLowerCase().split("::");
  const part = (s: string) => (s ? s.split(":") : []);
  const h = part(head);
  const t = part(tail);
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; the /64 prefix never includes it.
  const tailGroups = t.length && t[t.length - 1].includes(".") ? t.length + 1 : t.length;
  const groups = a.includes("::") ? [...h, ...Array<string>(8 - h.length - tailGroups).fill("0"), ...t] : h;
  return groups.map((g) => (g.includes(".") ? g : String(parseInt(g, 16).toString(16))));
}

/** The client's address key for this request, under the deployment's trust settings. */
export function clientIp(headers: Headers, trust: AddressTrust = addressTrust()): string {
  if (trust.vercel) {
    const seen = entries(headers.get("x-vercel-forwarded-for"))[0] ?? entries(headers.get("x-forwarded-for"))[0] ?? headers.get("x-real-ip");
    return addressKey(seen);
  }
  const socket = trust.socket ? headers.get(SOCKET_ADDRESS_HEADER) : null;
  if (trust.hops > 0) {
    const forwarded = entries(headers.get("x-forwarded-for"));
    // Fewer entries than trusted proxies: the request did not come through all of them.
    if (forwarded.length >= trust.hops) return addressKey(forwarded[forwarded.length - trust.hops]);
  }
  return addressKey(socket);
}

/**
 * What to tell an operator at a production start whose client addresses cannot be known (plain
 * `next start` with no trusted proxy): every visitor would share one budget per limit, so one
 * stranger could use up everyone's. Null when the deployment can tell visitors apart.
 */
export function addressTrustWarning(trust: AddressTrust = addressTrust()): string | null {
  if (trust.vercel || trust.socket || trust.hops > 0) return null;
  return "Client addresses are unknown: start with `npm start` (server.mjs), or set TRUSTED_PROXY_HOPS behind a proxy. Until then every visitor shares one rate-limit budget.";
}

// Upload routes (product images, prescriptions): the same-origin check and a capped body read.

/**
 * Cross-site requests are refused: a present Origin header must be this site's own origin
 * (the request URL's, or the Host the browser sent). The session cookie is SameSite=Lax too.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  try {
    const from = new URL(origin);
    if (from.origin === new URL(request.url).origin) return true;
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    return host !== null && from.host === host.split(",")[0].trim();
  } catch {
    return false; // "null" (sandboxed frames, file:) or garbage
  }
}

/** The body, or null once it grows past `cap` (the rest is never read). */
export async function readCapped(request: Request, cap: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.byteLength;
  }
  return body;
}
