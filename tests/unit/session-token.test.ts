import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { afterSignIn } from "@/lib/auth/redirect";
import { SESSION_MAX_AGE_SECONDS, createSessionToken, verifySessionToken } from "@/lib/auth/session-token";

const secret = "a".repeat(40);
const claims = { sid: "0b7f0000-0000-4000-8000-0000000000aa", sub: "6f1c0000-0000-4000-8000-000000000001", email: "pat@example.com", admin: false };

describe("session token", () => {
  it("refuses a token without a server-side session id (issued before sessions were tracked)", () => {
    const body = Buffer.from(JSON.stringify({ sub: claims.sub, email: claims.email, admin: false, exp: Math.floor(Date.now() / 1000) + 60 })).toString("base64url");
    const forged = createSessionToken(claims, secret).split(".")[1];
    expect(verifySessionToken(`${body}.${forged}`, secret)).toBeNull();
  });

  it("round-trips", () => {
    const token = createSessionToken(claims, secret);
    expect(verifySessionToken(token, secret)).toMatchObject(claims);
  });

  it("rejects a token signed with another secret", () => {
    expect(verifySessionToken(createSessionToken(claims, "b".repeat(40)), secret)).toBeNull();
  });

  it("rejects a tampered payload (a user making themselves admin)", () => {
    const [, sig] = createSessionToken(claims, secret).split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, admin: true, exp: 9999999999 })).toString("base64url");
    expect(verifySessionToken(`${forged}.${sig}`, secret)).toBeNull();
  });

  it("expires", () => {
    const issued = Date.UTC(2026, 0, 1);
    const token = createSessionToken(claims, secret, issued);
    expect(verifySessionToken(token, secret, issued + (SESSION_MAX_AGE_SECONDS - 1) * 1000)).not.toBeNull();
    expect(verifySessionToken(token, secret, issued + (SESSION_MAX_AGE_SECONDS + 1) * 1000)).toBeNull();
  });

  it.each(["", "abc", "abc.def", ".", "x.y.z"])("rejects garbage %j", (t) => {
    expect(verifySessionToken(t, secret)).toBeNull();
  });
});

describe("password hashing", () => {
  it("verifies the right password only, with a salt per hash", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).not.toBe(b);
    expect(a.startsWith("scrypt$")).toBe(true);
    expect(await verifyPassword("correct horse", a)).toBe(true);
    expect(await verifyPassword("correct hors", a)).toBe(false);
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", "plain-text")).toBe(false);
  });
});

describe("afterSignIn", () => {
  it("sends admins to the admin dashboard and others to their account", () => {
    expect(afterSignIn(undefined, "owner")).toBe("/brampton/admin");
    expect(afterSignIn(undefined, null)).toBe("/brampton/account");
  });

  it("returns to a local page the user may open", () => {
    expect(afterSignIn("/brampton/checkout", null)).toBe("/brampton/checkout");
    expect(afterSignIn("/brampton/analytics?tab=orders", "owner")).toBe("/brampton/analytics?tab=orders");
  });

  it.each(["https://evil.example.com", "//evil.example.com", "/\\evil", "/brampton/admin", "/brampton/auth"])(
    "ignores unsafe or forbidden next %j for a customer",
    (next) => {
      expect(afterSignIn(next, null)).toBe("/brampton/account");
    },
  );
});
