/**
 * npm run bench:crash — nothing acknowledged is lost when the process dies.
 *
 * Starts the production server (`node server.mjs`, this folder's build) on a fresh database,
 * sends CRASH_ORDERS concurrent orders and CRASH_BOOKINGS concurrent bookings, each client on
 * its own loopback address, kills the server with SIGKILL once half of each kind has been answered
 * (or CRASH_AFTER_MS after the first, whichever comes first), so many are still in flight,
 * starts it again on the same data, and checks through the database that every acknowledged
 * order number is there with all its lines, every acknowledged booking is there, no order lacks
 * its lines, and each product's stock moved by exactly the units of the orders stored.
 *
 * Runs on the embedded database (a fresh PGlite folder), and on PostgreSQL too when
 * DATABASE_URL is set (a scratch database on that server; only the app is killed).
 * CRASH_BACKENDS=pglite|postgres limits it to one. Build first: `npm run build`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { callAction, loopbackAddress, send, serverAction } from "./support/loopback-client";
import { pgliteBackend, postgresBackend, type Backend } from "./support/crash-backends";
import { sizeOf } from "@/lib/catalog/types";
import { benchOrder, type BenchLine } from "./support/order";

const ORDERS = Number(process.env.CRASH_ORDERS ?? 40);
const BOOKINGS = Number(process.env.CRASH_BOOKINGS ?? 20);
/** The kill comes when half the requests have been answered, or after this long, whichever is first. */
const AFTER_MS = Number(process.env.CRASH_AFTER_MS ?? 10_000);
const PORT = Number(process.env.CRASH_PORT ?? 3290);
const BASE = `http://localhost:${PORT}`;
/** Three products with the most stock (read at the first start), so orders are refused for nothing but the kill. */
let PRODUCTS: string[] = [];
/** Each of them with its first colour and its size, as the product page offers them. */
let LINES: Omit<BenchLine, "quantity">[] = [];
const SECRET = "crash-bench-secret-0123456789abcdefghij";


function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["server.mjs", "-p", String(PORT)], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", AUTH_SECRET: SECRET, SITE_URL: BASE, ...env },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
}

async function ready(server: ChildProcess, timeoutMs = 120_000): Promise<number> {
  const t = Date.now();
  while (Date.now() - t < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const r = await send(BASE, "/brampton/auth");
      if (r.status === 200) return Date.now() - t;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not answer in time");
}

function kill(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once("exit", () => resolve());
    process.kill(-server.pid!, signal);
  });
}

const order = (i: number) =>
  benchOrder(`crash.${i}@example.com`, `Crash${i}`, [
    { ...LINES[i % LINES.length], quantity: 1 },
    { ...LINES[(i + 1) % LINES.length], quantity: 1 },
  ]);

async function freeSlots(): Promise<string[]> {
  const load = serverAction("loadScheduleAction");
  const slots: string[] = [];
  for (const location of ["steeles", "goreway"]) {
    const first = await callAction(BASE, load, [{ serviceType: "Comprehensive Eye Exam", location }], loopbackAddress(9000));
    const days = [...first.text.matchAll(/"date":"(\d{4}-\d{2}-\d{2})","count":([1-9]\d*)/g)].map((m) => m[1]);
    for (const date of days.slice(0, 6)) {
      const day = await callAction(BASE, load, [{ serviceType: "Comprehensive Eye Exam", location, date }], loopbackAddress(9000));
      slots.push(...[...day.text.matchAll(/"value":"((?:steeles|goreway)\|[^"]+)"/g)].map((m) => m[1]));
      if (slots.length >= BOOKINGS * 3) break;
    }
  }
  // Distinct times, spread out, so most bookings can succeed.
  return [...new Set(slots)].filter((_, i) => i % 3 === 0).slice(0, BOOKINGS);
}

const booking = (i: number, slot: string) => ({
  firstName: "Crash",
  lastName: `Patient${i}`,
  email: `crash.patient.${i}@example.com`,
  phone: "905-555-0142",
  dateOfBirth: "1980-05-05",
  serviceType: "Comprehensive Eye Exam",
  location: slot.split("|")[0],
  preferredDate: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date(slot.split("|")[1])),
  slot,
});

async function stock(b: Backend): Promise<Map<string, number>> {
  const rows = await b.query<{ id: string; stock_quantity: number }>("select id::text, stock_quantity from public.products where id = any($1::uuid[])", [PRODUCTS]);
  return new Map(rows.map((r) => [r.id, r.stock_quantity]));
}

async function run(b: Backend) {
  // A first start migrates and seeds; the stock is read from the database with no server running.
  const first = start(b.env);
  await ready(first);
  await kill(first, "SIGTERM");
  const top = await b.query<{ id: string; color: string | null; lens_width: number | null }>(
    "select id::text, colors->0->>'name' as color, lens_width from public.products order by stock_quantity desc, id limit 3",
  );
  PRODUCTS = top.map((r) => r.id);
  LINES = top.map((r) => ({ productId: r.id, color: r.color ?? "", size: sizeOf(r) }));
  const before = await stock(b);
  await b.release();

  const server = start(b.env);
  const startMs = await ready(server);
  const slots = await freeSlots();

  const placeOrder = serverAction("placeOrderAction");
  const book = serverAction("bookExamAction");
  const ackOrders: string[] = [];
  const ackBookings: { groupId: string; ids: string[] }[] = [];
  let sent = 0;
  const t0 = Date.now();
  const answered = { order: 0, booking: 0 };
  let pull: () => void = () => undefined;
  const killed = new Promise<void>((resolve) => {
    pull = () => void kill(server, "SIGKILL").then(resolve);
    setTimeout(pull, AFTER_MS);
  });
  // Half of each kind answered: the rest of each is still in flight when the process dies.
  const answer = (kind: keyof typeof answered) => {
    answered[kind]++;
    if (answered.order >= ORDERS / 2 && answered.booking >= slots.length / 2) pull();
  };
  const requests = [
    ...Array.from({ length: ORDERS }, (_, i) => async () => {
      sent++;
      const r = await callAction(BASE, placeOrder, [order(i)], loopbackAddress(i));
      answer("order");
      const m = /"orderNumber":"(ORD-[^"]+)"/.exec(r.text);
      if (m) ackOrders.push(m[1]);
    }),
    ...slots.map((slot, i) => async () => {
      sent++;
      const r = await callAction(BASE, book, [booking(i, slot)], loopbackAddress(1000 + i));
      answer("booking");
      const g = /"groupId":"([0-9a-f-]{36})"/.exec(r.text);
      if (g) ackBookings.push({ groupId: g[1], ids: [...r.text.matchAll(/"id":"([0-9a-f-]{36})","name"/g)].map((m) => m[1]) });
    }),
  ];
  await Promise.all(requests.map((f) => f().catch(() => undefined))); // a killed connection is no acknowledgement
  await killed;
  const killedAfter = Date.now() - t0;

  // Restart on the same data: it must open without repair and serve.
  const again = start(b.env);
  const restartMs = await ready(again);
  const pageOk = (await send(BASE, "/brampton/shop")).status === 200;
  await kill(again, "SIGTERM");

  const orders = await b.query<{ order_number: string; lines: number }>(
    `select o.order_number, count(i.id)::int as lines from public.orders o left join public.order_items i on i.order_id = o.id
     where o.email like 'crash.%' group by o.order_number`,
  );
  const stored = new Map(orders.map((o) => [o.order_number, o.lines]));
  const missingOrders = ackOrders.filter((n) => !stored.has(n));
  const halfWritten = orders.filter((o) => o.lines !== 2).length;
  const bookingIds = new Set(
    (await b.query<{ id: string }>("select id::text from public.bookings where group_id = any($1::uuid[])", [ackBookings.map((a) => a.groupId)])).map((r) => r.id),
  );
  const missingBookings = ackBookings.filter((a) => a.ids.length === 0 || a.ids.some((id) => !bookingIds.has(id)));
  const after = await stock(b);
  const units = await b.query<{ product_id: string; units: number }>(
    "select i.product_id::text, sum(i.quantity)::int as units from public.order_items i join public.orders o on o.id = i.order_id where o.email like 'crash.%' group by i.product_id",
  );
  const sold = new Map(units.map((u) => [u.product_id, u.units]));
  const stockExact = PRODUCTS.every((id) => before.get(id)! - (sold.get(id) ?? 0) === after.get(id));

  return {
    backend: b.name,
    "start ms": startMs,
    "killed at ms": killedAfter,
    "requests sent": sent,
    "orders acked": ackOrders.length,
    "orders stored": orders.length,
    "orders missing": missingOrders.length,
    "half-written": halfWritten,
    "bookings acked": ackBookings.length,
    "bookings missing": missingBookings.length,
    "stock exact": stockExact,
    "restart ms": restartMs,
    "serves after": pageOk,
  };
}

async function main() {
  const wanted = (process.env.CRASH_BACKENDS ?? (process.env.DATABASE_URL ? "pglite,postgres" : "pglite")).split(",");
  const results = [];
  for (const name of wanted) {
    const b = name === "postgres" ? await postgresBackend() : await pgliteBackend();
    try {
      results.push(await run(b));
    } finally {
      await b.close();
    }
  }
  console.table(results);
  const ok = results.every((r) => r["orders missing"] === 0 && r["bookings missing"] === 0 && r["half-written"] === 0 && r["stock exact"] && r["serves after"]);
  console.log(ok ? "OK: every acknowledged order and booking survived the kill, nothing half-written, stock exact" : "FAILED: see the table");
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
