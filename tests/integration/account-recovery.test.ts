import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import { inBrowser, nextRequest } from "../support/next-request";
import { backends, createTestDb, type TestDb } from "../support/db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
vi.spyOn(console, "error").mockImplementation(() => undefined);
process.env.AUTH_SECRET = "recovery-secret-for-tests-only-0123456789abcdef";

const INVALID_LINK = "This link is not valid or has expired. Links work once, for 30 minutes. Please ask for a new one.";
const SENT = (email: string) =>
  `If ${email} has an account with us, an e-mail with a link to reset your password is on its way. The link works for 30 minutes.`;

describe.each(backends)("password reset, address confirmation and password change on %s", (backend) => {
  let db: TestDb;
  const globalForDb = globalThis as unknown as { __brightviewDb?: Promise<Db> };
  const actions = () => import("@/components/auth/actions");
  const account = () => import("@/components/account/actions");

  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    globalForDb.__brightviewDb = Promise.resolve(db);
    const { createUser } = await import("@/lib/auth/embedded");
    await createUser("pat@example.com", "old-password-1", { first_name: "Pat", last_name: "Singh" });
    await createUser("lee@example.com", "lee-password-1", { first_name: "Lee", last_name: "Singh" });
  });
  afterAll(async () => {
    globalForDb.__brightviewDb = undefined;
    await db?.drop();
  });

  const mails = (to: string, kind: string) =>
    db.run({ kind: "system" }, (tx) =>
      tx.query<{ text_body: string; subject: string }>(
        "select text_body, subject from private.mail_outbox where to_address = $1 and kind = $2 order by created_at",
        [to, kind],
      ),
    );
  const lastLink = async (to: string, kind: string) => {
    const all = await mails(to, kind);
    const m = /https?:\/\/\S+\?token=([A-Za-z0-9_-]{43})/.exec(all.at(-1)?.text_body ?? "");
    if (!m) throw new Error(`no ${kind} link for ${to}`);
    return { url: m[0], token: m[1] };
  };
  const signIn = (email: string, password: string) => actions().then((a) => a.signInAction({ email, password }));
  const liveSessions = async (email: string) =>
    (
      await db.run({ kind: "system" }, (tx) =>
        tx.query<{ n: number }>(
          "select count(*)::int as n from private.sessions s join auth.users u on u.id = s.user_id where u.email = $1 and s.revoked_at is null",
          [email],
        ),
      )
    )[0].n;

  it("answers the same whether or not the address has an account, and mails only the account", async () => {
    const { forgotPasswordAction } = await actions();
    nextRequest.ip = "198.51.100.1";
    expect(await forgotPasswordAction({ email: "nobody@example.com" })).toEqual({ ok: true, message: SENT("nobody@example.com") });
    expect(await forgotPasswordAction({ email: "Pat@Example.com" })).toEqual({ ok: true, message: SENT("Pat@Example.com") });
    expect(await mails("nobody@example.com", "password-reset")).toHaveLength(0);
    const [mail] = await mails("pat@example.com", "password-reset");
    expect(mail.subject).toBe("Reset your Brightview Eye Care password");
    const { url } = await lastLink("pat@example.com", "password-reset");
    expect(url).toMatch(/\/brampton\/auth\/reset\?token=/);
    // Only the hash is stored: the token in the e-mail is nowhere in the database.
    const { token } = await lastLink("pat@example.com", "password-reset");
    const stored = await db.run({ kind: "system" }, (tx) => tx.query<{ token_hash: string }>("select token_hash from private.auth_links"));
    expect(stored.some((r) => r.token_hash.includes(token))).toBe(false);
  });

  it("a reset link sets the password once, signs in, and signs out every other session", async () => {
    const other = new Map<string, string>();
    expect(await inBrowser(other, "203.0.113.10", () => signIn("pat@example.com", "old-password-1"))).toMatchObject({ ok: true });
    expect(await liveSessions("pat@example.com")).toBe(1);

    const { forgotPasswordAction, resetPasswordAction } = await actions();
    nextRequest.ip = "198.51.100.2";
    await forgotPasswordAction({ email: "pat@example.com" });
    const { token } = await lastLink("pat@example.com", "password-reset");

    const here = new Map<string, string>();
    const done = await inBrowser(here, "203.0.113.11", () => resetPasswordAction({ token, password: "new-password-2" }));
    expect(done).toEqual({ ok: true, redirectTo: "/brampton/account" });
    expect(here.has("bv_session")).toBe(true);
    // The other browser's session ended; this browser's is the only one.
    expect(await liveSessions("pat@example.com")).toBe(1);
    const { getSession } = await import("@/lib/auth");
    expect(await inBrowser(other, "203.0.113.10", () => getSession())).toBeNull();

    expect(await signIn("pat@example.com", "old-password-1")).toEqual({ ok: false, error: "Invalid login credentials" });
    expect(await signIn("pat@example.com", "new-password-2")).toMatchObject({ ok: true });

    // Used once: the same link again changes nothing.
    expect(await resetPasswordAction({ token, password: "third-password-3" })).toEqual({ ok: false, error: INVALID_LINK });
    expect(await signIn("pat@example.com", "new-password-2")).toMatchObject({ ok: true });
  });

  it("refuses expired, tampered and malformed links, and a link only ever resets its own account", async () => {
    const { forgotPasswordAction, resetPasswordAction } = await actions();
    nextRequest.ip = "198.51.100.3";
    await forgotPasswordAction({ email: "lee@example.com" });
    const { token } = await lastLink("lee@example.com", "password-reset");

    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [tampered, "", "x", token + "A", "../../etc/passwd", "A".repeat(43)]) {
      expect(await resetPasswordAction({ token: bad, password: "hijacked-pass" }), bad).toEqual({ ok: false, error: INVALID_LINK });
    }
    // Lee's link resets Lee, never Pat (the link, not anything the form sends, names the account).
    expect(await resetPasswordAction({ token, password: "lee-password-2" })).toMatchObject({ ok: true });
    expect(await signIn("pat@example.com", "lee-password-2")).toEqual({ ok: false, error: "Invalid login credentials" });
    expect(await signIn("lee@example.com", "lee-password-2")).toMatchObject({ ok: true });

    await forgotPasswordAction({ email: "lee@example.com" });
    const late = await lastLink("lee@example.com", "password-reset");
    await db.run({ kind: "system" }, (tx) => tx.query("update private.auth_links set expires_at = now() - interval '1 second' where used_at is null"));
    expect(await resetPasswordAction({ token: late.token, password: "too-late-pass" })).toEqual({ ok: false, error: INVALID_LINK });
    expect(await signIn("lee@example.com", "lee-password-2")).toMatchObject({ ok: true });
  });

  it("a link lives 30 minutes, and two clicks at once use it once", async () => {
    const { forgotPasswordAction, resetPasswordAction } = await actions();
    nextRequest.ip = "198.51.100.4";
    await forgotPasswordAction({ email: "lee@example.com" });
    const { token } = await lastLink("lee@example.com", "password-reset");
    const [life] = await db.run({ kind: "system" }, (tx) =>
      tx.query<{ s: number }>("select extract(epoch from expires_at - created_at)::int as s from private.auth_links where used_at is null and expires_at > now()"),
    );
    expect(life.s).toBe(30 * 60);
    const both = await Promise.all([
      resetPasswordAction({ token, password: "race-password-a" }),
      resetPasswordAction({ token, password: "race-password-b" }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
  });

  it("a reset request is limited per address like sign-in, and per inbox without saying so", async () => {
    const { forgotPasswordAction } = await actions();
    const answers = [];
    for (let i = 0; i < 22; i++) {
      nextRequest.ip = "198.51.100.50";
      answers.push(await forgotPasswordAction({ email: `walker${i}@example.com` }));
    }
    expect(answers.slice(0, 20).every((a) => a.ok)).toBe(true);
    expect(answers.slice(20)).toEqual(Array(2).fill({ ok: false, error: "Too many attempts. Please wait a few minutes and try again." }));

    // Eight requests for one inbox from eight addresses: five e-mails, the same answer each time.
    const { createUser } = await import("@/lib/auth/embedded");
    await createUser("flood@example.com", "flood-password-1", { first_name: "Flo", last_name: "Od" });
    for (let i = 0; i < 8; i++) {
      nextRequest.ip = `192.0.2.${100 + i}`;
      expect(await forgotPasswordAction({ email: "flood@example.com" })).toEqual({ ok: true, message: SENT("flood@example.com") });
    }
    expect(await mails("flood@example.com", "password-reset")).toHaveLength(5);
  });

  it("a new account confirms its address by link; the link works once and only for the address it went to", async () => {
    const { signUpAction } = await actions();
    const { confirmEmailLink } = await import("@/lib/auth/account-links");
    const { isEmailConfirmed } = await import("@/lib/account");
    const jar = new Map<string, string>();
    const up = await inBrowser(jar, "203.0.113.20", () =>
      signUpAction({ firstName: "Mina", lastName: "Kaur", email: "mina@example.com", password: "mina-password-1" }),
    );
    expect(up).toEqual({ ok: true, redirectTo: "/brampton/account" });
    const [user] = await db.run({ kind: "system" }, (tx) => tx.query<{ id: string }>("select id from auth.users where email = 'mina@example.com'"));
    expect(await isEmailConfirmed(db, user.id)).toBe(false);
    const [mail] = await mails("mina@example.com", "confirm-email");
    expect(mail.subject).toBe("Confirm your e-mail address for Brightview Eye Care");
    expect(mail.text_body).toContain("Hello Mina");
    const { token, url } = await lastLink("mina@example.com", "confirm-email");
    expect(url).toMatch(/\/brampton\/auth\/confirm\?token=/);

    expect(await confirmEmailLink(token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBeNull();
    expect(await isEmailConfirmed(db, user.id)).toBe(false);
    expect(await confirmEmailLink(token)).toBe(user.id);
    expect(await isEmailConfirmed(db, user.id)).toBe(true);
    expect(await confirmEmailLink(token)).toBeNull();

    // "Send again" sends nothing once the address is confirmed.
    const { resendConfirmationAction } = await account();
    expect(await inBrowser(jar, "203.0.113.20", () => resendConfirmationAction())).toMatchObject({ ok: true });
    expect(await mails("mina@example.com", "confirm-email")).toHaveLength(1);
  });

  it("a confirmation link for an address the account no longer has confirms nothing", async () => {
    const { createUser } = await import("@/lib/auth/embedded");
    const { sendConfirmationLink, confirmEmailLink } = await import("@/lib/auth/account-links");
    const { isEmailConfirmed } = await import("@/lib/account");
    const id = (await createUser("old-address@example.com", "moved-password-1", { first_name: "Mo", last_name: "Ved" }))!;
    await sendConfirmationLink(id, "http://localhost:3000");
    const { token } = await lastLink("old-address@example.com", "confirm-email");
    await db.run({ kind: "system" }, (tx) => tx.query("update auth.users set email = 'new-address@example.com' where id = $1", [id]));
    expect(await confirmEmailLink(token)).toBeNull();
    expect(await isEmailConfirmed(db, id)).toBe(false);
  });

  it("changing the password needs the current one and signs out the other sessions only", async () => {
    const { createUser } = await import("@/lib/auth/embedded");
    await createUser("rae@example.com", "rae-password-1", { first_name: "Rae", last_name: "Dhillon" });
    const laptop = new Map<string, string>();
    const phone = new Map<string, string>();
    await inBrowser(laptop, "203.0.113.30", () => signIn("rae@example.com", "rae-password-1"));
    await inBrowser(phone, "203.0.113.31", () => signIn("rae@example.com", "rae-password-1"));
    expect(await liveSessions("rae@example.com")).toBe(2);

    const { changePasswordAction } = await account();
    const change = (input: unknown) => inBrowser(laptop, "203.0.113.30", () => changePasswordAction(input as never));
    expect(await change({ currentPassword: "wrong-password", newPassword: "rae-password-2" })).toEqual({ ok: false, error: "Your current password is not correct." });
    expect(await change({ currentPassword: "rae-password-1", newPassword: "short" })).toEqual({ ok: false, error: "Password should be at least 6 characters." });
    expect(await change({ currentPassword: "", newPassword: "rae-password-2" })).toEqual({ ok: false, error: "Current password is required" });
    expect(await liveSessions("rae@example.com")).toBe(2);

    expect(await change({ currentPassword: "rae-password-1", newPassword: "rae-password-2" })).toEqual({ ok: true });
    const { getSession } = await import("@/lib/auth");
    expect(await inBrowser(laptop, "203.0.113.30", () => getSession())).toMatchObject({ email: "rae@example.com" });
    expect(await inBrowser(phone, "203.0.113.31", () => getSession())).toBeNull();
    expect(await signIn("rae@example.com", "rae-password-2")).toMatchObject({ ok: true });

    // A visitor cannot change anyone's password.
    expect(await changePasswordAction({ currentPassword: "rae-password-2", newPassword: "visitor-pass" })).toEqual({ ok: false, error: "Please sign in again." });
  });

  it("edits the profile with the sign-up form's rules, on the user's own row only", async () => {
    const { createUser } = await import("@/lib/auth/embedded");
    await createUser("ana@example.com", "ana-password-1", { first_name: "Ana", last_name: "Gill" });
    const jar = new Map<string, string>();
    await inBrowser(jar, "203.0.113.40", () => signIn("ana@example.com", "ana-password-1"));
    const { updateProfileAction } = await account();
    const edit = (input: unknown) => inBrowser(jar, "203.0.113.40", () => updateProfileAction(input as never));
    expect(await edit({ firstName: "", lastName: "Gill" })).toEqual({ ok: false, error: "First name is required" });
    expect(await edit({ firstName: "Ana", lastName: "Gill", howDidYouHear: "billboard" })).toMatchObject({ ok: false });
    expect(
      await edit({ firstName: " Anaya ", lastName: "Gill-Sandhu", phoneNumber: "905-555-0111", address: "12 Main St, Brampton", howDidYouHear: "referral" }),
    ).toEqual({ ok: true });
    const rows = await db.run({ kind: "system" }, (tx) =>
      tx.query("select first_name, last_name, phone_number, address, how_did_you_hear from public.profiles where email in ('ana@example.com', 'pat@example.com') order by email"),
    );
    expect(rows).toEqual([
      { first_name: "Anaya", last_name: "Gill-Sandhu", phone_number: "905-555-0111", address: "12 Main St, Brampton", how_did_you_hear: "referral" },
      { first_name: "Pat", last_name: "Singh", phone_number: null, address: null, how_did_you_hear: null },
    ]);
    expect(await updateProfileAction({ firstName: "X", lastName: "Y" })).toEqual({ ok: false, error: "Please sign in again." });
  });
});
