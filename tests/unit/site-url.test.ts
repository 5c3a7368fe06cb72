import { describe, expect, it } from "vitest";
import { requestOrigin } from "@/lib/seo/site-url";
import type { AddressTrust } from "@/lib/request";

const bare: AddressTrust = { hops: 0, vercel: false, socket: true };
const proxied: AddressTrust = { hops: 1, vercel: false, socket: true };
const h = (init: Record<string, string>) => new Headers(init);

describe("requestOrigin", () => {
  it("is the Host the request reached, over http on a bare start", () => {
    expect(requestOrigin(h({ host: "Shop.Example.org:8080" }), bare)).toBe("http://shop.example.org:8080");
    expect(requestOrigin(h({ host: "[::1]:3000" }), bare)).toBe("http://[::1]:3000");
  });

  it("believes X-Forwarded-Host and -Proto only behind a trusted proxy", () => {
    const headers = h({ host: "127.0.0.1:3000", "x-forwarded-host": "brightview.example.com", "x-forwarded-proto": "https" });
    expect(requestOrigin(headers, bare)).toBe("http://127.0.0.1:3000");
    expect(requestOrigin(headers, proxied)).toBe("https://brightview.example.com");
  });

  it("refuses a Host that is not a plain host[:port]", () => {
    for (const host of ["evil.com/path", "a b", "x\u0000y", "user@host", "evil.com:99999999", "", "-bad-.com", "evil.com\\@good.com"]) {
      let headers: Headers;
      try {
        headers = h({ host });
      } catch {
        continue; // not even a header value
      }
      expect(requestOrigin(headers, bare)).toBeNull();
    }
  });
});

describe("siteUrlFor (links in e-mails)", () => {
  it("uses the configured origin, else the address the site was reached at in production", async () => {
    const { reloadConfig } = await import("@/lib/config");
    const { siteUrlFor } = await import("@/lib/seo/site-url");
    const env = process.env as Record<string, string | undefined>;
    const saved = { ...env };
    try {
      env.NODE_ENV = "production";
      delete env.SITE_URL;
      delete env.DATABASE_URL; // CI sets it; production with it would need AUTH_SECRET, beside the point here
      reloadConfig();
      expect(siteUrlFor(h({ host: "clinic.example.org" }))).toBe("http://clinic.example.org");
      env.SITE_URL = "https://brightview.example.com";
      reloadConfig();
      expect(siteUrlFor(h({ host: "clinic.example.org" }))).toBe("https://brightview.example.com");
    } finally {
      for (const k of ["NODE_ENV", "SITE_URL", "DATABASE_URL"]) {
        if (saved[k] === undefined) delete env[k];
        else env[k] = saved[k];
      }
      reloadConfig();
    }
  });
});

describe("secretLinkOrigin (password reset and confirmation links)", () => {
  it("never takes a stranger's Host: the configured origin, or this machine's own address", async () => {
    const { reloadConfig } = await import("@/lib/config");
    const { secretLinkOrigin } = await import("@/lib/seo/site-url");
    const env = process.env as Record<string, string | undefined>;
    const saved = { ...env };
    try {
      env.NODE_ENV = "production";
      delete env.SITE_URL;
      delete env.DATABASE_URL;
      reloadConfig();
      // Reset poisoning: a request naming another site gets no link at all.
      expect(secretLinkOrigin(h({ host: "evil.example.net" }))).toBeNull();
      expect(secretLinkOrigin(h({ host: "localhost.evil.example.net" }))).toBeNull();
      expect(secretLinkOrigin(h({ host: "localhost:3000" }))).toBe("http://localhost:3000");
      expect(secretLinkOrigin(h({ host: "127.0.0.1:3000" }))).toBe("http://127.0.0.1:3000");
      env.SITE_URL = "https://brightview.example.com";
      reloadConfig();
      expect(secretLinkOrigin(h({ host: "evil.example.net" }))).toBe("https://brightview.example.com");
    } finally {
      for (const k of ["NODE_ENV", "SITE_URL", "DATABASE_URL"]) {
        if (saved[k] === undefined) delete env[k];
        else env[k] = saved[k];
      }
      reloadConfig();
    }
  });
});
