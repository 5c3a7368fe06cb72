import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import { inBrowser, nextRequest } from "../support/next-request";
import { createTestDb, oneBackend, type TestDb } from "../support/db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
process.env.AUTH_SECRET = "sign-in-secret-for-tests-only-0123456789abcdef";

// The throttle's policy is this file (scrypt makes each of its ~200 sign-ins cost a fifth of a
// second); its database part, private.hit_rate_limit, is proven on both backends in
// rate-limit.test.ts. So it runs once: on PostgreSQL when the run has it, for real concurrency.
describe.runIf(oneBackend.length > 0).each(oneBackend.length ? oneBackend : (["pglite"] as const))("sign-in on %s", (backend) => {
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

  const signIn = async (email: string, password: string): Promise<{ ok: boolean; error?: string }> =>
    (await import("@/components/auth/actions")).signInAction({ email, password });
  const TOO_MANY = { ok: false, error: "Too many attempts. Please wait a few minutes and try again." };
  const INVALID = { ok: false, error: "Invalid login credentials" };
  /** A browser: its cookie jar, kept across calls. */
  const browser = () => new Map<string, string>();

  // More sign-ins than any limit (10 per browser or account, 20 per address), in one browser and in
  // new ones from one address: each success gives back what it took, so none is ever refused.
  it("counts failures only: a user signs in and out 25 times in a row, in one browser and in 25 new ones", async () => {
    const { signOutAction } = await import("@/components/auth/actions");
    const jar = browser();
    for (let i = 0; i < 25; i++) {
      const answer = await inBrowser(jar, "198.51.100.3", () => signIn("pat@example.com", "correct-horse-battery"));
      expect(answer, `sign-in ${i + 1} in one browser`).toMatchObject({ ok: true });
      await inBrowser(jar, "198.51.100.3", () => signOutAction());
    }
    for (let i = 0; i < 25; i++) {
      expect(await inBrowser(browser(), "198.51.100.4", () => signIn("pat@example.com", "correct-horse-battery")), `sign-in ${i + 1} in a new browser`).toMatchObject({ ok: true });
    }
    // Strangers now use up the account's limit for unknown browsers; the owner's browser, whose
    // successes never counted against it, still gets in at once.
    for (let i = 0; i < 10; i++) await inBrowser(browser(), `192.0.2.${200 + i}`, () => signIn("pat@example.com", `guess-${i}-password`));
    expect(await inBrowser(browser(), "192.0.2.220", () => signIn("pat@example.com", "correct-horse-battery"))).toEqual(TOO_MANY);
    expect(await inBrowser(jar, "198.51.100.3", () => signIn("pat@example.com", "correct-horse-battery"))).toMatchObject({ ok: true });
  });

  it("holds unknown browsers to the account's limit, whatever address they come from", async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) {
      nextRequest.ip = `198.51.100.${10 + i}`; // a different address each time: the account's own limit applies
      answers.push(await signIn("sam@example.com", `guess-${i}-password`));
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(INVALID));
    expect(answers[10]).toEqual(TOO_MANY);
  });

  // The admins are the accounts strangers would most like to keep out: their e-mail is tried too.
  it.each([
    ["the owner", "owner@example.com", "192.0.2"],
    ["an admin", "manager@brightview.example.com", "198.51.100"],
  ])("50 wrong passwords from 50 addresses do not keep %s out of their own browser", async (_who, email, net) => {
    const { createUser } = await import("@/lib/auth/embedded");
    const id = await createUser(email, "owner-password-123", { first_name: "Owner", last_name: "Admin" });
    if (email.endsWith("brightview.example.com")) {
      await db.run({ kind: "system" }, (tx) => tx.query("insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing", [id]));
    }
    const own = browser();
    // The owner has signed in from this browser before (last week, say) and signed out.
    expect(await inBrowser(own, "203.0.113.50", () => signIn(email, "owner-password-123"))).toMatchObject({ ok: true });
    own.delete("bv_session");

    const attacker = [];
    for (let i = 0; i < 50; i++) attacker.push(await inBrowser(browser(), `${net}.${i + 1}`, () => signIn(email, `guess-${i}`)));
    expect(attacker.filter((a) => a.error === "Invalid login credentials")).toHaveLength(10);
    expect(attacker.slice(10)).toEqual(Array(40).fill(TOO_MANY));

    // At once, from the owner's own browser, even on an address the attacker used (an office NAT).
    expect(await inBrowser(own, `${net}.1`, () => signIn(email, "owner-password-123"))).toMatchObject({ ok: true });
    // A browser that never signed in to this account is still held back, right password or not.
    expect(await inBrowser(browser(), "203.0.113.51", () => signIn(email, "owner-password-123"))).toEqual(TOO_MANY);
  });

  it("one address gets at most 20 guesses across accounts, and a forged X-Forwarded-For buys none", async () => {
    const answers = [];
    for (let i = 0; i < 25; i++) {
      answers.push(
        await inBrowser(browser(), "198.51.100.200", async () => {
          nextRequest.headers = { "x-forwarded-for": `10.9.8.${i}` };
          return signIn(`someone${i}@example.com`, "whatever-password");
        }),
      );
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(INVALID));
    expect(answers.slice(20)).toEqual(Array(5).fill(TOO_MANY));
  });

  it("concurrent guesses from one address cannot all slip under the limit", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => inBrowser(browser(), "198.51.100.201", () => signIn(`burst${i}@example.com`, "whatever-password"))),
    );
    expect(answers.filter((a) => a.error === "Invalid login credentials").length).toBeLessThanOrEqual(20);
  });

  it("a device note that keeps failing loses its trust, without locking the owner's other browsers", async () => {
    const { createUser } = await import("@/lib/auth/embedded");
    await createUser("lee@example.com", "lee-password-123", { first_name: "Lee", last_name: "Chan" });
    const stolen = browser();
    expect(await inBrowser(stolen, "203.0.113.60", () => signIn("lee@example.com", "lee-password-123"))).toMatchObject({ ok: true });
    const laptop = browser();
    expect(await inBrowser(laptop, "203.0.113.61", () => signIn("lee@example.com", "lee-password-123"))).toMatchObject({ ok: true });
    stolen.delete("bv_session");
    const guesses = [];
    for (let i = 0; i < 25; i++) guesses.push(await inBrowser(stolen, `192.0.2.${100 + i}`, () => signIn("lee@example.com", `guess-${i}`)));
    // Ten on the note, then ten as an unknown browser, then refused.
    expect(guesses.filter((a) => a.error === "Invalid login credentials")).toHaveLength(20);
    expect(guesses.slice(20)).toEqual(Array(5).fill(TOO_MANY));
    laptop.delete("bv_session");
    expect(await inBrowser(laptop, "203.0.113.61", () => signIn("lee@example.com", "lee-password-123"))).toMatchObject({ ok: true });
  });

  it("stores new passwords with scrypt N=2^14, r=8, p=5 and upgrades an older hash at the next sign-in", async () => {
    const { hashPassword, verifyPassword } = await import("@/lib/auth/password");
    const { createUser } = await import("@/lib/auth/embedded");
    expect((await hashPassword("x-password")).split("$").slice(0, 4)).toEqual(["scrypt", "16384", "8", "5"]);
    // A hash from before this change (p=1).
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const old = ["scrypt", 16384, 8, 1, salt.toString("base64url"), scryptSync("old-password-1", salt, 32, { N: 16384, r: 8, p: 1 }).toString("base64url")].join("$");
    const id = await createUser("old@example.com", "placeholder-password", { first_name: "Old", last_name: "Hash" });
    await db.run({ kind: "system" }, (tx) => tx.query("update auth.users set encrypted_password = $2 where id = $1", [id, old]));

    expect(await inBrowser(browser(), "203.0.113.70", () => signIn("old@example.com", "old-password-1"))).toMatchObject({ ok: true });
    const [row] = await db.run({ kind: "system" }, (tx) => tx.query<{ h: string }>("select encrypted_password as h from auth.users where id = $1", [id]));
    expect(row.h.split("$").slice(0, 4)).toEqual(["scrypt", "16384", "8", "5"]);
    expect(await verifyPassword("old-password-1", row.h)).toBe(true);
    expect(await inBrowser(browser(), "203.0.113.70", () => signIn("old@example.com", "old-password-1"))).toMatchObject({ ok: true });
  });
});
