/**
 * HTTP from a chosen loopback source address. The server keys its limits on the socket's
 * address (lib/request.ts) and ignores forwarding headers a client writes, so on one machine
 * distinct clients are simulated by binding 127.0.0.2, 127.0.0.3, … (the whole 127/8 is local).
 */
import { Agent, request } from "node:http";
import { readFileSync } from "node:fs";

/** The n-th client's address (n ≥ 0): 127.1.0.2 and up, never the machine's own 127.0.0.1. */
export const loopbackAddress = (n: number) => `127.1.${Math.floor(n / 250) % 256}.${2 + (n % 250)}`;

const agents = new Map<string, Agent>();
const agentFor = (from: string) => {
  let a = agents.get(from);
  if (!a) agents.set(from, (a = new Agent({ keepAlive: true, localAddress: from })));
  return a;
};

export type Reply = { status: number; text: string; setCookies: string[] };

export function send(base: string, path: string, opts: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method ?? "GET",
        headers: opts.headers,
        agent: opts.from ? agentFor(opts.from) : undefined,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), setCookies: res.headers["set-cookie"] ?? [] }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

type Manifest = { node: Record<string, { workers: Record<string, unknown>; exportedName?: string }> };

/** A server action of this build, called as the browser calls it: its id and a page it is reachable from. */
export function serverAction(name: string, dir = "."): { id: string; path: string } {
  const manifest = JSON.parse(readFileSync(`${dir}/.next/server/server-reference-manifest.json`, "utf8")) as Manifest;
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName !== name) continue;
    // "app/(shop)/brampton/checkout/page" → /brampton/checkout.
    // An English page when the action is also reachable from a translated one (/translated/[locale]/…).
    const pages = Object.keys(entry.workers).filter((w) => w.endsWith("/page"));
    const page = pages.find((w) => !w.includes("/translated/")) ?? pages[0] ?? "app/page";
    const path = page.replace(/^app/, "").replace(/\/\([^)]+\)/g, "").replace(/\/page$/, "") || "/";
    return { id, path };
  }
  throw new Error(`No server action ${name} in this build`);
}

export function callAction(base: string, action: { id: string; path: string }, args: unknown[], from?: string, extra: Record<string, string> = {}): Promise<Reply> {
  return send(base, action.path, {
    from,
    method: "POST",
    headers: { "Next-Action": action.id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", ...extra },
    body: JSON.stringify(args),
  });
}
