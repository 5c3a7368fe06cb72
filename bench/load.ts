/**
 * npm run bench:load — LOAD_USERS (50) simulated shoppers for LOAD_SECONDS (60) against
 * BENCH_URL, a running production server (`npm run build && npm start`, PostgreSQL or the
 * embedded database). Each picks, in a loop: the listing (plain and filtered), a product page,
 * a brand page, a cart price check, or a real order for one product with limited stock.
 * Server actions are called as the browser calls them (POST with their Next-Action id, read
 * from this build's manifest), from varied client addresses so rate limits apply per shopper.
 * Prints p50/p95 per kind, 5xx responses, and whether stock fell by exactly the units sold.
 * Run it from the folder that was built.
 */
import { readFileSync } from "node:fs";

const base = process.env.BENCH_URL ?? "http://localhost:3000";
const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PRODUCT = process.env.LOAD_PRODUCT ?? "00000000-0000-4000-8003-000000000003";
const BRANDS = ["ray-ban", "gucci", "prada", "oakley", "persol"];
const LISTINGS = ["/brampton/shop", "/brampton/shop?gender=women&sort=price-asc", "/brampton/shop?category=Sunglasses", "/brampton/shop?page=2"];

type Manifest = { node: Record<string, { workers: Record<string, unknown>; exportedName?: string }> };

function action(name: string): { id: string; path: string } {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as Manifest;
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName !== name) continue;
    // A page the action is reachable from: "app/(shop)/brampton/checkout/page" → /brampton/checkout.
    const page = Object.keys(entry.workers).find((w) => w.endsWith("/page")) ?? "app/page";
    const path = page.replace(/^app/, "").replace(/\/\([^)]+\)/g, "").replace(/\/page$/, "") || "/";
    return { id, path };
  }
  throw new Error(`No server action ${name} in this build`);
}

const placeOrder = action("placeOrderAction");
const checkCart = action("checkCartPrices");
let ipCounter = 0;
const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

async function callAction(a: { id: string; path: string }, args: unknown[]): Promise<{ status: number; text: string }> {
  const res = await fetch(`${base}${a.path}`, {
    method: "POST",
    headers: { "Next-Action": a.id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", "X-Forwarded-For": nextIp() },
    body: JSON.stringify(args),
  });
  return { status: res.status, text: await res.text() };
}

async function stockOf(id: string): Promise<number> {
  const { text } = await callAction(checkCart, [[id]]);
  const m = /"stock_quantity":(\d+)/.exec(text);
  if (!m) throw new Error(`No stock in the cart check's answer: ${text.slice(0, 200)}`);
  return Number(m[1]);
}

const order = (quantity: number) => ({
  email: `load.${Math.random().toString(36).slice(2, 8)}@example.com`,
  firstName: "Load",
  lastName: "Tester",
  phone: "905-555-0199",
  address: "1 Main St",
  city: "Brampton",
  province: "ON",
  postalCode: "L6Y 0P8",
  sameAsShipping: true,
  nameOnCard: "Load Tester",
  cardLast4: "4242",
  items: [{ productId: PRODUCT, quantity, color: "Black", size: "57" }],
});

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

async function once(kind: Kind) {
  const t = performance.now();
  let status: number;
  if (kind === "listing") status = (await fetch(`${base}${LISTINGS[Math.floor(Math.random() * LISTINGS.length)]}`).then(async (r) => (await r.arrayBuffer(), r))).status;
  else if (kind === "product") status = (await fetch(`${base}/brampton/shop/product/${PRODUCT}`).then(async (r) => (await r.arrayBuffer(), r))).status;
  else if (kind === "brand") status = (await fetch(`${base}/brampton/brands/${BRANDS[Math.floor(Math.random() * BRANDS.length)]}`).then(async (r) => (await r.arrayBuffer(), r))).status;
  else if (kind === "cart check") status = (await callAction(checkCart, [[PRODUCT, "00000000-0000-4000-8003-000000000004"]])).status;
  else {
    const quantity = 1 + Math.floor(Math.random() * 2);
    const r = await callAction(placeOrder, [order(quantity)]);
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
  console.log(`${USERS} users for ${SECONDS} s against ${base}; product ${PRODUCT} starts with ${before} in stock`);
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      while (Date.now() < deadline) {
        const kind = pick();
        try {
          await once(kind);
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
