import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reloadConfig } from "@/lib/config";
import type { Db } from "@/lib/db/types";
import { nextRequest } from "../support/next-request";
import { backends, createTestDb, type TestDb } from "../support/db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);

/**
 * Issue 18: a production start without SITE_URL named http://localhost:3000 in robots.txt and
 * every sitemap entry. Without a configured origin they must name the host that was asked for.
 */
describe.each(backends)("robots.txt and sitemap.xml without SITE_URL on %s", (backend) => {
  let db: TestDb;
  const env = process.env as Record<string, string | undefined>;
  const saved = { ...env };
  const globalForDb = globalThis as unknown as { __brightviewDb?: Promise<Db> };
  beforeAll(async () => {
    db = await createTestDb(backend);
    globalForDb.__brightviewDb = Promise.resolve(db);
    env.NODE_ENV = "production";
    env.AUTH_SECRET = "canonical-secret-for-tests-only-0123456789";
    delete env.SITE_URL;
    reloadConfig();
  });
  afterAll(async () => {
    for (const k of ["NODE_ENV", "AUTH_SECRET", "SITE_URL"]) {
      if (saved[k] === undefined) delete env[k];
      else env[k] = saved[k];
    }
    reloadConfig();
    nextRequest.headers = {};
    globalForDb.__brightviewDb = undefined;
    await db?.drop();
  });

  it("name the host the request reached, never localhost", async () => {
    nextRequest.headers = { host: "clinic.example.org" };
    const robots = await (await import("@/app/robots")).default();
    expect(robots.sitemap).toBe("http://clinic.example.org/sitemap.xml");
    const sitemap = await (await import("@/app/sitemap")).default();
    expect(sitemap.length).toBeGreaterThan(50); // content pages, brands and products
    expect(sitemap.every((e) => e.url.startsWith("http://clinic.example.org/"))).toBe(true);
    expect(JSON.stringify([robots, sitemap])).not.toContain("localhost");
  });

  it("name no host at all for a Host header that is not one", async () => {
    nextRequest.headers = { host: "evil.example.com/phish" };
    const robots = await (await import("@/app/robots")).default();
    expect(robots.sitemap).toBeUndefined();
    expect(await (await import("@/app/sitemap")).default()).toEqual([]);
  });
});
