import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "@/lib/config";

let cached: string | undefined;

/**
 * AUTH_SECRET, or — on a single machine (the embedded database) — a random one generated
 * once into DATA_DIR and kept there, so sessions survive restarts. A shared database without
 * AUTH_SECRET never gets here: lib/config stops start-up first, naming it.
 */
export function authSecret(): string {
  if (cached) return cached;
  const c = config();
  if (c.AUTH_SECRET) return (cached = c.AUTH_SECRET);
  if (c.NODE_ENV === "production" && c.dbMode !== "pglite") {
    throw new Error("Invalid environment configuration:\n  AUTH_SECRET: is required in production when DATABASE_URL is set (32+ characters)");
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
  console.info(`AUTH_SECRET is not set: generated a session secret and kept it in ${file} (back it up with the database).`);
  return cached;
}
