import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { DATABASE_ERROR, HOSTILE_STRINGS } from "../support/hostile";
import { E2E_ADMIN, E2E_AUTH_SECRET } from "./support/env";

/**
 * The shared hostile corpus in every query parameter of every dynamic page, and in their path
 * segments, against a server of its own (the suite's build, its own embedded database) whose log
 * this test reads: no 5xx, and not one error line in the server's log over the whole run.
 */
test.describe.configure({ timeout: 600_000 });

const PORT = Number(process.env.E2E_HOSTILE_PORT ?? 3301);
const BASE = `http://localhost:${PORT}`;
const PRODUCT = "00000000-0000-4000-8003-000000000002";

/** Each page with every query parameter it reads (and a few it does not). */
const PAGES: { path: string; params: string[]; admin?: boolean; user?: boolean }[] = [
  { path: "/brampton/shop", params: ["q", "category", "brand", "gender", "sort", "page", "minPrice", "maxPrice", "fit", "width", "shape", "frame", "color", "polarized"] },
  { path: "/brampton/brands/ray-ban", params: ["q", "category", "gender", "sort", "page", "fit", "width"] },
  { path: `/brampton/shop/product/${PRODUCT}`, params: ["color", "size", "fit"] },
  { path: `/brampton/product/${PRODUCT}`, params: ["color", "size"] },
  { path: "/brampton/blog/why-brightview-brampton-top-choice", params: ["q", "page"] },
  { path: "/brampton/blog", params: ["q", "page", "tag"] },
  { path: "/brampton/locations/brightview-steeles", params: ["q"] },
  { path: "/brampton/comprehensive-eye-exam", params: ["q"] },
  { path: "/brampton/book-exam", params: ["service", "location", "date", "recall", "patient"] },
  { path: "/brampton/book-exam/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", params: ["date"] },
  { path: "/brampton/order-contacts", params: ["again"] },
  { path: "/brampton/order-success", params: ["order"] },
  { path: "/brampton/auth", params: ["tab", "next"] },
  { path: "/brampton/auth/reset", params: ["token"] },
  { path: "/brampton/account", params: ["email", "orders"], user: true },
  { path: "/brampton/admin", params: ["q", "page", "brand", "category", "status", "sort", "active"], admin: true },
  { path: "/brampton/admin/appointments", params: ["date", "clinic", "day"], admin: true },
  { path: "/brampton/analytics", params: ["tab", "page", "q", "from", "to", "sort", "status"], admin: true },
  { path: "/brampton/admin/patients", params: ["q"], admin: true },
  { path: "/brampton/admin/waitlist", params: ["clinic", "page"], admin: true },
  { path: "/brampton/admin/recall", params: ["tab", "clinic", "optometrist", "page"], admin: true },
  { path: "/brampton/admin/recall/export", params: ["tab", "clinic", "optometrist"], admin: true },
  { path: "/brampton/admin/patients/00000000-0000-4000-8000-000000000042/merge", params: ["q", "into"], admin: true },
];

/** Dynamic path segments: the corpus in place of a slug, an id or a token. */
const PATHS = ["/brampton/shop/product/", "/brampton/product/", "/brampton/blog/", "/brampton/locations/", "/brampton/brands/", "/brampton/book-exam/manage/", "/brampton/book-exam/unsubscribe/", "/brampton/book-exam/waitlist/", "/brampton/book-exam/waitlist/offer/", "/api/recall/unsubscribe/", "/brampton/", "/brampton/admin/patients/"];

/** A path segment holding `s`: percent-encoded, with a lone surrogate as its (invalid) UTF-8 bytes. */
function segment(s: string): string {
  try {
    return encodeURIComponent(s.slice(0, 200)).replace(/%25/g, "%");
  } catch {
    return "%ED%A0%80";
  }
}

/** Its own copy of the suite's build: pages it regenerates (under its own SITE_URL and database) stay in it. */
const DIST = ".data/e2e-hostile-next";

function startServer(): { server: ChildProcess; log: string[]; ready: Promise<void> } {
  rmSync(".data/e2e-hostile", { recursive: true, force: true });
  rmSync(DIST, { recursive: true, force: true });
  cpSync(".next", DIST, { recursive: true });
  const log: string[] = [];
  const server = spawn(process.execPath, ["server.mjs", "-p", String(PORT)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BRIGHTVIEW_DIST_DIR: DIST,
      DATABASE_URL: "",
      PGLITE_DIR: ".data/e2e-hostile",
      DATA_DIR: ".data/e2e-hostile-files",
      SITE_URL: BASE,
      AUTH_SECRET: E2E_AUTH_SECRET,
      DEMO_ADMIN_EMAIL: E2E_ADMIN.email,
      DEMO_ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready on")) resolve();
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}: ${log.join("\n")}`)));
  });
  server.stderr!.on("data", (chunk: Buffer) => log.push(...chunk.toString().split("\n").filter((l) => l.trim())));
  return { server, log, ready };
}

// It runs beside the other tests on a copy of the build: sharing the suite's own page cache, a product
// page it regenerated came back to the suite's server with this server's port in its canonical URL.
test("every page answers the hostile corpus in every query parameter and path segment without a 5xx or a logged error", async ({ browser }) => {
  const { server, log, ready } = startServer();
  try {
    await ready;
    const admin = await browser.newContext({ baseURL: BASE });
    const page = await admin.newPage();
    await page.goto("/brampton/auth");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/brampton\/admin$/);
    const visitor = await browser.newContext({ baseURL: BASE });
    // Start-up notices (no SMTP, the address trust warning) are not errors; only what follows counts.
    log.splice(0);

    const failures: string[] = [];
    let requests = 0;
    for (const { path, params, admin: asAdmin, user } of PAGES) {
      const request = asAdmin || user ? admin.request : visitor.request;
      for (const hostile of HOSTILE_STRINGS) {
        const query = new URLSearchParams(params.map((p) => [p, hostile])).toString();
        const response = await request.get(`${path}?${query}`, { maxRedirects: 0, timeout: 60_000 });
        requests++;
        if (response.status() >= 500) failures.push(`${response.status()} ${path} ${JSON.stringify(hostile.slice(0, 30))}`);
      }
      // Raw encodings URLSearchParams would repair: a NUL, a lone surrogate's bytes, cut and broken escapes.
      for (const raw of ["%00", "a%00b", "%ED%A0%80", "%E0%A4", "%", "%zz"]) {
        const response = await request.get(`${path}?${params.map((p) => `${p}=${raw}`).join("&")}`, { maxRedirects: 0, timeout: 60_000 });
        requests++;
        if (response.status() >= 500) failures.push(`${response.status()} ${path}?…=${raw}`);
      }
    }
    for (const prefix of PATHS) {
      for (const hostile of [...HOSTILE_STRINGS.map(segment), "%00", "a%00b", "%", "%zz", "%E0%A4", "%C0%80"]) {
        // An admin segment as the Owner, so the page itself (not the sign-in redirect) meets it.
        const response = await (prefix.startsWith("/brampton/admin") ? admin : visitor).request.get(`${prefix}${hostile}`, { maxRedirects: 0, timeout: 60_000 });
        requests++;
        if (response.status() >= 500) failures.push(`${response.status()} ${prefix}${hostile.slice(0, 40)}`);
      }
    }
    // A NUL or broken encoding is the proxy's 400, with nothing logged for it.
    for (const bad of ["/brampton/shop/product/%00", "/brampton/blog/%00", "/brampton/blog/%E0%A4", "/brampton/%"]) {
      expect((await visitor.request.get(bad, { maxRedirects: 0 })).status(), bad).toBe(400);
    }

    console.log(`hostile-input: ${requests} requests (${HOSTILE_STRINGS.length} strings × ${PAGES.length} pages, and path segments of ${PATHS.length} routes); server log lines: ${log.length}`);
    expect(failures).toEqual([]);
    expect(log.filter((line) => DATABASE_ERROR.test(line))).toEqual([]);
    expect(log.filter((line) => /error/i.test(line))).toEqual([]);
    await admin.close();
    await visitor.close();
  } finally {
    server.kill("SIGTERM");
  }
});
