import { describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_EMAILS, parseConfig } from "@/lib/config";

describe("parseConfig", () => {
  it("defaults to the embedded database and auth", () => {
    const c = parseConfig({});
    expect(c.dbMode).toBe("pglite");
    expect(c.authMode).toBe("embedded");
    expect(c.ADMIN_EMAILS).toEqual(DEFAULT_ADMIN_EMAILS);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(() => parseConfig({ ADMIN_EMAILS: "boss@example.com, nope" })).toThrow(/ADMIN_EMAILS/);
    expect(() => parseConfig({ NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co" })).toThrow(
      /NEXT_PUBLIC_SUPABASE_ANON_KEY/,
    );
  });

  it("treats empty strings as unset and normalises admin e-mails", () => {
    const c = parseConfig({ DATABASE_URL: "", ADMIN_EMAILS: " Boss@Example.com ,b@example.com" });
    expect(c.dbMode).toBe("pglite");
    expect(c.ADMIN_EMAILS).toEqual(["boss@example.com", "b@example.com"]);
  });

  it("switches to PostgreSQL and Supabase when configured", () => {
    const c = parseConfig({
      DATABASE_URL: "postgres://u:p@db.example.com:6543/postgres",
      NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co",
      NEXT_PUBLIC_SUPABASE_ANON_KEY: "eyJhbGciOiJIUzI1NiJ9.anon-key-for-tests",
    });
    expect(c.dbMode).toBe("postgres");
    expect(c.authMode).toBe("supabase");
  });
});

describe("production start-up rules", () => {
  const prod = { NODE_ENV: "production" };
  it("runs fully embedded with no variable at all (the secret is generated under DATA_DIR)", () => {
    expect(parseConfig(prod).dbMode).toBe("pglite");
  });

  it("needs AUTH_SECRET when a shared database uses the embedded auth", () => {
    expect(() => parseConfig({ ...prod, DATABASE_URL: "postgres://u@db.example.com/x" })).toThrow(/AUTH_SECRET: is required in production/);
    expect(parseConfig({ ...prod, DATABASE_URL: "postgres://u@db.example.com/x", AUTH_SECRET: "x".repeat(32) }).dbMode).toBe("postgres");
  });

  it("needs the service-role key in hosted mode", () => {
    const hosted = { ...prod, DATABASE_URL: "postgres://u@db.example.com/x", NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co", NEXT_PUBLIC_SUPABASE_ANON_KEY: "eyJhbGciOiJIUzI1NiJ9.anon-key" };
    expect(() => parseConfig(hosted)).toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
    expect(parseConfig({ ...hosted, SUPABASE_SERVICE_ROLE_KEY: "eyJhbGciOiJIUzI1NiJ9.service-key" }).authMode).toBe("supabase");
  });
});

describe("operator messages", () => {
  const message = (env: Record<string, string | undefined>) => {
    try {
      parseConfig(env);
    } catch (err) {
      return (err as Error).message;
    }
    return "";
  };

  it("names the rule that failed, never a shopper's message", () => {
    expect(message({ NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co", NEXT_PUBLIC_SUPABASE_ANON_KEY: "short" })).toContain("NEXT_PUBLIC_SUPABASE_ANON_KEY: must be at least 20 characters");
    expect(message({ SITE_URL: "brightview.example.com" })).toContain("SITE_URL: must be a URL such as https://brightview.example.com");
    expect(message({ SITE_URL: "javascript:alert(1)" })).toContain("SITE_URL: must be a URL");
    expect(message({ CLINIC_INBOX: "not-an-email" })).toContain("CLINIC_INBOX: must be an e-mail address");
    expect(message({ TRUSTED_PROXY_HOPS: "abc" })).toContain("TRUSTED_PROXY_HOPS: must be a number");
    expect(message({ TRUSTED_PROXY_HOPS: "-1" })).toContain("TRUSTED_PROXY_HOPS: must be 0 or more");
    expect(message({ TRUSTED_PROXY_HOPS: "1.5" })).toContain("TRUSTED_PROXY_HOPS: must be a whole number");
    expect(message({ NODE_ENV: "staging" })).toContain("NODE_ENV: must be one of: development, production, test");
    for (const env of [{ NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co", NEXT_PUBLIC_SUPABASE_ANON_KEY: "short" }, { SITE_URL: "nope" }, { MAIL_FROM: "x" }, { SUPABASE_SERVICE_ROLE_KEY: "k" }]) {
      expect(message(env)).not.toMatch(/Please fill in all required fields|not in the expected format$/m);
    }
  });
});

describe("public URL", () => {
  it("is SITE_URL when set, without a trailing slash", () => {
    expect(parseConfig({ NODE_ENV: "production", SITE_URL: "https://brightview.example.com/" }).publicUrl).toBe("https://brightview.example.com");
  });
  it("is Vercel's production domain on Vercel when SITE_URL is unset", () => {
    expect(parseConfig({ NODE_ENV: "production", VERCEL_PROJECT_PRODUCTION_URL: "brightview.example.com" }).publicUrl).toBe("https://brightview.example.com");
  });
  it("is localhost in development and nothing in production without either", () => {
    expect(parseConfig({}).publicUrl).toBe("http://localhost:3000");
    expect(parseConfig({ NODE_ENV: "production" }).publicUrl).toBeNull();
  });
});
