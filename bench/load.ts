/**
 * npm run bench:load — LOAD_USERS (50) simulated shoppers for LOAD_SECONDS (60) against
 * BENCH_URL, a running production server (`npm run build && npm start`, PostgreSQL or the
 * embedded database). Each picks, in a loop: the listing (plain and filtered), a product page,
 * a brand page, a cart price check, or a real order for one product with limited stock.
 * Server actions are called as the browser calls them (POST with their Next-Action id, read
 * from this build's manifest). Shoppers are spread the way the deployment allows, since the
 * server ignores forwarding headers it does not trust (lib/request.ts): against a local server
 * each shopper connects from its own loopback address (127.1.0.2 and up; LOAD_CLIENTS=loopback,
 * the default for localhost); LOAD_CLIENTS=forwarded sends an X-Forwarded-For per shopper instead,
 * for a server run with TRUSTED_PROXY_HOPS=1 as if behind a proxy; LOAD_CLIENTS=one sends all
 * from one address (its limits then apply to the whole load).
 * Prints p50/p95 per kind, 5xx responses, and whether stock fell by exactly the units sold.
 * Run it from the folder that was built.
 */
import { callAction as call, loopbackAddress, send, serverAction } from "./support/loopback-client";
import { SEEDED_LINES, benchOrder } from "./support/order";

const base = process.env.BENCH_URL ?? "http://localhost:3000";
const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PRODUCT = process.env.LOAD_PRODUCT ?? "00000000-0000-4000-8003-000000000003";
/** The colour and size ordered: LOAD_COLOR and LOAD_SIZE for a LOAD_PRODUCT the seed's table does not know. */
const OPTIONS = {
  color: process.env.LOAD_COLOR ?? SEEDED_LINES[PRODUCT]?.color ?? "",
  size: process.env.LOAD_SIZE ?? SEEDED_LINES[PRODUCT]?.size ?? "57",
};
const BRANDS = ["ray-ban", "gucci", "prada", "oakley", "persol"];
const LISTINGS = ["/brampton/shop", "/brampton/shop?gender=women&sort=price-asc", "/brampton/shop?category=Sunglasses", "/brampton/shop?page=2"];
const local = ["localhost", "127.0.0.1", "[::1]"].includes(new URL(base).hostname);
const CLIENTS = process.env.LOAD_CLIENTS ?? (local ? "loopback" : "one");

const placeOrder = serverAction("placeOrderAction");
const checkCart = serverAction("checkCartPrices");

/** How shopper n reaches the server: its own source address, or its own forwarded entry. */
function as(n: number): { from?: string; headers: Record<string, string> } {
  if (CLIENTS === "loopback") return { from: loopbackAddress(n), headers: {} };
  if (CLIENTS === "forwarded") return { headers: { "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
  return { headers: {} };
}

async function callAction(a: { id: string; path: string }, args: unknown[], n: number): Promise<{ status: number; text: string }> {
  const who = as(n);
  return call(base, a, args, who.from, who.headers);
}

const get = (path: string, n: number) => {
  const who = as(n);
  return send(base, path, { from: who.from, headers: who.headers });
};

async function stockOf(id: string): Promise<number> {
  const { text } = await callAction(checkCart, [[id]], USERS);
  const m = /"stock_quantity":(\d+)/.exec(text);
  if (!m) throw new Error(`No stock in the cart check's answer: ${text.slice(0, 200)}`);
  return Number(m[1]);
}

const order = (quantity: number) => benchOrder(`load.${Math.random().toString(36).slice(2, 8)}@example.com`, "Load", [{ productId: PRODUCT, quantity, ...OPTIONS }]);

type Kind = "listing" | "product" | "brand" | "cart check" | "order";
const samples: Record<Kind, number[]> = { listing: [], product: [], brand: [], "cart check": [], order: [] };
const errors: Record<Kind, number> = { listing: 0, product: 0, brand: 0, "cart check": 0, order: 0 };
let unitsSold = 0;
let ordersPlaced = 0;
let ordersRefused = 0;

function pick(): Kind {
  const r = Math.random();
  return r < 0.3 ? "listing" : r < 0.55 ? "product" : r < 0.75 ? "brand" : r < 0.9 ? "cart check" : "order";
}

async function once(kind: Kind, n: number) {
  const t = performance.now();
  let status: number;
  if (kind === "listing") status = (await get(LISTINGS[Math.floor(Math.random() * LISTINGS.length)], n)).status;
  else if (kind === "product") status = (await get(`/brampton/shop/product/${PRODUCT}`, n)).status;
  else if (kind === "brand") status = (await get(`/brampton/brands/${BRANDS[Math.floor(Math.random() * BRANDS.length)]}`, n)).status;
  else if (kind === "cart check") status = (await callAction(checkCart, [[PRODUCT, "00000000-0000-4000-8003-000000000004"]], n)).status;
  else {
    const quantity = 1 + Math.floor(Math.random() * 2);
    const r = await callAction(placeOrder, [order(quantity)], n);
    status = r.status;
    if (/"ok":true/.test(r.text)) {
      ordersPlaced++;
      unitsSold += quantity;
    } else ordersRefused++;
  }
  samples[kind].push(performance.now() - t);
  if (status >= 500) errors[kind]++;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(1) : 0;
};

async function main() {
  const before = await stockOf(PRODUCT);
  console.log(`${USERS} users for ${SECONDS} s against ${base} (clients: ${CLIENTS}); product ${PRODUCT} starts with ${before} in stock`);
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: USERS }, async (_, n) => {
      while (Date.now() < deadline) {
        const kind = pick();
        try {
          await once(kind, n);
        } catch {
          errors[kind]++;
        }
      }
    }),
  );
  const after = await stockOf(PRODUCT);
  console.table(
    Object.fromEntries(
      (Object.keys(samples) as Kind[]).map((k) => [k, { requests: samples[k].length, "p50 ms": pct(samples[k], 50), "p95 ms": pct(samples[k], 95), "5xx or failed": errors[k] }]),
    ),
  );
  const oversold = Math.max(0, unitsSold - before);
  console.log(`orders placed ${ordersPlaced} (${unitsSold} units), refused ${ordersRefused}; stock ${before} → ${after}; oversold ${oversold}`);
  const ok = Object.values(errors).every((n) => n === 0) && oversold === 0 && before - after === unitsSold;
  console.log(ok ? "OK: no 5xx, nothing oversold, stock fell by exactly the units sold" : "FAILED: see the figures above");
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
