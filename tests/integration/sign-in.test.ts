import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import { nextRequest } from "../support/next-request";
import { backends, createTestDb, type TestDb } from "../support/db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
process.env.AUTH_SECRET = "sign-in-secret-for-tests-only-0123456789abcdef";

describe.each(backends)("sign-in on %s", (backend) => {
  let db: TestDb;
  const globalForDb = globalThis as unknown as { __brightviewDb?: Promise<Db> };
  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    globalForDb.__brightviewDb = Promise.resolve(db);
    const { createUser } = await import("@/lib/auth/embedded");
    await createUser("pat@example.com", "correct-horse-battery", { first_name: "Pat", last_name: "Singh" });
  });
  afterAll(async () => {
    globalForDb.__brightviewDb = undefined;
    await db?.drop();
  });

  it("answers an unknown e-mail and a wrong password the same way", async () => {
    const { signInAction } = await import("@/components/auth/actions");
    nextRequest.ip = "198.51.100.2";
    const unknown = await signInAction({ email: "nobody@example.com", password: "whatever-password" });
    const wrong = await signInAction({ email: "pat@example.com", password: "not-the-password" });
    expect(unknown).toEqual({ ok: false, error: "Invalid login credentials" });
    expect(wrong).toEqual(unknown);
  });

  it("limits attempts per account, whatever address they come from, with a clear message", async () => {
    const { signInAction } = await import("@/components/auth/actions");
    const answers = [];
    for (let i = 0; i < 11; i++) {
      nextRequest.ip = `198.51.100.${10 + i}`; // a different address each time: the account's own limit applies
      answers.push(await signInAction({ email: "sam@example.com", password: `guess-${i}-password` }));
    }
    expect(answers.slice(0, 10).every((a) => !a.ok && a.error === "Invalid login credentials")).toBe(true);
    expect(answers[10]).toEqual({ ok: false, error: "Too many attempts. Please wait a few minutes and try again." });
  });

  it("limits attempts per address, across accounts", async () => {
    const { signInAction } = await import("@/components/auth/actions");
    nextRequest.ip = "198.51.100.200";
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await signInAction({ email: `someone${i}@example.com`, password: "whatever-password" }));
    expect(answers[29]).toEqual({ ok: false, error: "Invalid login credentials" });
    expect(answers[30]).toEqual({ ok: false, error: "Too many attempts. Please wait a few minutes and try again." });
  });
});
