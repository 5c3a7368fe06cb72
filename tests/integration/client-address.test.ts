import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reloadConfig } from "@/lib/config";
import type { Db } from "@/lib/db/types";
import { nextRequest } from "../support/next-request";
import { backends, createTestDb, type TestDb } from "../support/db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);

const message = { fullName: "Forged Sender", email: "forged@example.com", phone: "", subject: "Hello", message: "Testing the limit." };

/**
 * Issue 18: with a new made-up X-Forwarded-For on every request, 8 of 8 contact messages went
 * through a limit of 5 per address. Each deployment set-up must give a forger no extra attempts.
 */
describe.each(backends)("per-address limits with forged X-Forwarded-For on %s", (backend) => {
  let db: TestDb;
  const globalForDb = globalThis as unknown as { __brightviewDb?: Promise<Db> };
  const saved = { hops: process.env.TRUSTED_PROXY_HOPS, vercel: process.env.VERCEL };
  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    globalForDb.__brightviewDb = Promise.resolve(db);
  });
  afterAll(async () => {
    globalForDb.__brightviewDb = undefined;
    process.env.TRUSTED_PROXY_HOPS = saved.hops;
    process.env.VERCEL = saved.vercel;
    if (saved.hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    if (saved.vercel === undefined) delete process.env.VERCEL;
    reloadConfig();
    nextRequest.headers = {};
    await db?.drop();
  });

  /** Sends 8 messages, each with its own forged header; the actions module is loaded under `env`. */
  async function eightForged(env: Record<string, string | undefined>, headersFor: (i: number) => Record<string, string>, socket: string) {
    for (const [k, v] of Object.entries(env)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    reloadConfig();
    const { contactAction } = await import("@/components/contact/actions");
    const sent = [];
    for (let i = 0; i < 8; i++) {
      nextRequest.ip = socket;
      nextRequest.headers = headersFor(i);
      sent.push((await contactAction(message)).ok);
    }
    return sent.filter(Boolean).length;
  }

  it("a bare start (server.mjs) keys on the socket", async () => {
    const n = await eightForged({ TRUSTED_PROXY_HOPS: undefined, VERCEL: undefined }, (i) => ({ "x-forwarded-for": `10.1.0.${i}`, "x-real-ip": `10.2.0.${i}` }), "203.0.113.101");
    expect(n).toBe(5);
  });

  it("one trusted hop keys on the entry the proxy appended", async () => {
    // The proxy (socket 127.0.0.1) appends the address it saw after whatever the client wrote.
    const n = await eightForged({ TRUSTED_PROXY_HOPS: "1", VERCEL: undefined }, (i) => ({ "x-forwarded-for": `10.3.0.${i}, 203.0.113.102` }), "127.0.0.1");
    expect(n).toBe(5);
  });

  it("Vercel keys on the platform's header", async () => {
    const n = await eightForged(
      { TRUSTED_PROXY_HOPS: undefined, VERCEL: "1" },
      (i) => ({ "x-vercel-forwarded-for": "203.0.113.103", "x-forwarded-for": "203.0.113.103", "x-real-ip": `10.4.0.${i}` }),
      "10.255.0.1",
    );
    expect(n).toBe(5);
  });
});
