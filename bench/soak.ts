/**
 * npm run bench:soak — does memory stop growing and does the listing stay fast over time?
 *
 * Starts the production server (`node server.mjs`, this folder's build) on a fresh PGlite folder
 * and runs SOAK_USERS (20) shoppers for SOAK_MINUTES (10), each on its own loopback address:
 * listings (plain, filtered, and free-text searches, which render per request), product and brand
 * pages, cart price checks and now and then an order. Every minute it prints the server's RSS and
 * the listing's p95 in that minute. It passes when the RSS of the last three minutes stays within
 * SOAK_RSS_SLACK (10 %) of their first, and every minute's listing p95 is within 1.5× the first's.
 * Build first: `npm run build`.
 */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { callAction, loopbackAddress, send, serverAction } from "./support/loopback-client";
import { SEEDED_LINES, benchOrder } from "./support/order";

const USERS = Number(process.env.SOAK_USERS ?? 20);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SLACK = Number(process.env.SOAK_RSS_SLACK ?? 0.1);
const PORT = Number(process.env.SOAK_PORT ?? 3291);
const BASE = `http://localhost:${PORT}`;
const PRODUCTS = ["00000000-0000-4000-8003-000000000003", "00000000-0000-4000-8003-000000000004", "00000000-0000-4000-8003-000000000010"];
const BRANDS = ["ray-ban", "gucci", "prada", "oakley", "persol"];
const LISTINGS = ["/brampton/shop", "/brampton/shop?gender=women&sort=price-asc", "/brampton/shop?category=Sunglasses", "/brampton/shop?page=2", "/brampton/shop?brand=ray-ban"];
const WORDS = ["round", "black", "metal", "aviator", "tortoise", "gold", "cat", "square", "blue", "clear"];

/** RSS in MB of a process and all its descendants (Next may fork workers). */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
      for (const t of readdirSync(`/proc/${p}/task`)) {
        for (const c of readFileSync(`/proc/${p}/task/${t}/children`, "utf8").split(" ").filter(Boolean)) visit(Number(c));
      }
    } catch {
      // gone
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(0.95 * s.length))]) : 0;
};

async function main() {
  const root = path.resolve(".data", `soak-${Date.now()}`);
  const server = spawn(process.execPath, ["server.mjs", "-p", String(PORT)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: "soak-bench-secret-0123456789abcdefghij",
      SITE_URL: BASE,
      PGLITE_DIR: path.join(root, "pglite"),
      DATA_DIR: path.join(root, "files"),
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error("server did not start");
    if ((await send(BASE, "/brampton/auth").catch(() => ({ status: 0 }))).status === 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const check = serverAction("checkCartPrices");
  const placeOrder = serverAction("placeOrderAction");

  type Minute = { listing: number[]; requests: number; errors: number };
  const minutes: Minute[] = [];
  const now = () => (minutes[minutes.length - 1] ??= { listing: [], requests: 0, errors: 0 });
  const started = Date.now();
  const deadline = started + MINUTES * 60_000;
  let orders = 0;

  async function shopper(n: number) {
    const from = loopbackAddress(n);
    while (Date.now() < deadline) {
      const r = Math.random();
      const t = performance.now();
      let status = 0;
      let listing = false;
      try {
        if (r < 0.3) {
          listing = true;
          status = (await send(BASE, LISTINGS[Math.floor(Math.random() * LISTINGS.length)], { from })).status;
        } else if (r < 0.38) {
          // A free-text search renders per request; random words probe caches keyed by the query.
          listing = true;
          const q = `${WORDS[Math.floor(Math.random() * WORDS.length)]}${Math.floor(Math.random() * 1000)}`;
          status = (await send(BASE, `/brampton/shop?q=${q}`, { from })).status;
        } else if (r < 0.6) status = (await send(BASE, `/brampton/shop/product/${PRODUCTS[Math.floor(Math.random() * PRODUCTS.length)]}`, { from })).status;
        else if (r < 0.8) status = (await send(BASE, `/brampton/brands/${BRANDS[Math.floor(Math.random() * BRANDS.length)]}`, { from })).status;
        else if (r < 0.98) status = (await callAction(BASE, check, [PRODUCTS], from)).status;
        else {
          const reply = await callAction(BASE, placeOrder, [order(n)], from);
          status = reply.status;
          if (/"ok":true/.test(reply.text)) orders++;
        }
      } catch {
        status = 0;
      }
      const m = now();
      m.requests++;
      if (status === 0 || status >= 500) m.errors++;
      if (listing) m.listing.push(performance.now() - t);
    }
  }

  const rows: { minute: number; "RSS MB": number; requests: number; "listing p95 ms": number; errors: number }[] = [];
  const ticker = setInterval(() => {
    const m = minutes[minutes.length - 1];
    const row = { minute: minutes.length, "RSS MB": treeRssMb(server.pid!), requests: m?.requests ?? 0, "listing p95 ms": p95(m?.listing ?? []), errors: m?.errors ?? 0 };
    rows.push(row);
    console.log(JSON.stringify(row));
    minutes.push({ listing: [], requests: 0, errors: 0 });
  }, 60_000);
  minutes.push({ listing: [], requests: 0, errors: 0 });
  await Promise.all(Array.from({ length: USERS }, (_, n) => shopper(n)));
  clearInterval(ticker);
  process.kill(-server.pid!, "SIGTERM");
  rmSync(root, { recursive: true, force: true });

  console.table(rows);
  const last = rows.slice(-3).map((r) => r["RSS MB"]);
  const flat = last.length === 3 && Math.max(...last) <= last[0] * (1 + SLACK);
  const firstP95 = rows[0]?.["listing p95 ms"] ?? 0;
  const steady = rows.every((r) => r["listing p95 ms"] <= firstP95 * 1.5);
  const errors = rows.reduce((a, r) => a + r.errors, 0);
  console.log(`${USERS} shoppers, ${MINUTES} min, ${orders} orders; RSS last three minutes ${last.join(" → ")} MB (${flat ? "flat" : "GROWING"}); listing p95 ${steady ? "within" : "NOT within"} 1.5× the first minute's (${firstP95} ms); ${errors} errors`);
  process.exit(flat && steady && errors === 0 ? 0 : 1);
}

const order = (n: number) => benchOrder(`soak.${n}.${Date.now()}@example.com`, "Soak", [{ ...SEEDED_LINES[PRODUCTS[n % PRODUCTS.length]], quantity: 1 }]);

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
