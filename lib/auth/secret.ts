import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "@/lib/config";

let cached: string | undefined;

/**
 * AUTH_SECRET, or in development a random one generated once into DATA_DIR so sessions
 * survive restarts. A production start without it stops with a message naming it.
 */
export function authSecret(): string {
  if (cached) return cached;
  const c = config();
  if (c.AUTH_SECRET) return (cached = c.AUTH_SECRET);
  if (c.NODE_ENV === "production") {
    throw new Error("Invalid environment configuration:\n  AUTH_SECRET: is required in production (32+ characters)");
  }
  const file = path.resolve(c.DATA_DIR, "auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
    if (cached.length >= 32) return cached;
  } catch {
    // Not generated yet.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  cached = randomBytes(32).toString("base64url");
  writeFileSync(file, cached, { mode: 0o600 });
  return cached;
}
