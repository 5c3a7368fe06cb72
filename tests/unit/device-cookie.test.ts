import { describe, expect, it } from "vitest";
import { DEVICE_ACCOUNTS, deviceEntryFor, readDeviceCookie, writeDeviceCookie } from "@/lib/auth/device-cookie";

const secret = "device-secret-for-tests-only-0123456789";

describe("device cookie", () => {
  it("remembers the accounts a browser signed in to, newest first, at most five", () => {
    let cookie = "";
    for (let i = 0; i < 7; i++) cookie = writeDeviceCookie(readDeviceCookie(cookie, secret), `user${i}@example.com`, secret);
    const entries = readDeviceCookie(cookie, secret);
    expect(entries).toHaveLength(DEVICE_ACCOUNTS);
    expect(deviceEntryFor(entries, "USER6@example.com", secret)).not.toBeNull();
    expect(deviceEntryFor(entries, "user0@example.com", secret)).toBeNull();
    // The cookie names nobody: only keyed hashes of the e-mails travel.
    expect(Buffer.from(cookie.split(".")[0], "base64url").toString()).not.toContain("example.com");
  });

  it("gives a new nonce at each sign-in, replacing the account's old one", () => {
    const first = readDeviceCookie(writeDeviceCookie([], "pat@example.com", secret), secret);
    const second = readDeviceCookie(writeDeviceCookie(first, "pat@example.com", secret), secret);
    expect(second).toHaveLength(1);
    expect(second[0].n).not.toBe(first[0].n);
  });

  it("ignores a forged, altered, foreign or oversized cookie", () => {
    const good = writeDeviceCookie([], "pat@example.com", secret);
    const [body, sig] = good.split(".");
    const forgedBody = Buffer.from(JSON.stringify([{ a: "x", n: "y" }])).toString("base64url");
    for (const bad of [`${forgedBody}.${sig}`, `${body}.${sig.slice(0, -2)}AA`, writeDeviceCookie([], "pat@example.com", "another-secret-0123456789abcdef"), "", ".", "a.b", `${"x".repeat(3000)}.${sig}`]) {
      expect(readDeviceCookie(bad, secret)).toEqual([]);
    }
  });
});
