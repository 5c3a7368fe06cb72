/**
 * Where the end-to-end server keeps its data. With DATABASE_URL (CI), a dedicated
 * database `brightview_e2e` on that server, so tests can check rows with `pg`; otherwise
 * the embedded PGlite folder .data/e2e.
 */
// E2E_PORT lets a second checkout run its own suite beside this one.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_ADMIN = { email: "admin@brightview.example.com", password: "e2e-admin-password" };
export const E2E_AUTH_SECRET = "e2e-secret-for-tests-only-0123456789abcdef";
export const E2E_CRON_SECRET = "e2e-cron-secret-0123456789";
// What the e2e server's build printed (tests/e2e/support/build-logged.mjs), read by build-output.spec.ts.
export const E2E_BUILD_LOG = ".data/e2e-build.log";

export function e2eDatabaseUrl(): string | null {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const url = new URL(base);
  url.pathname = "/brightview_e2e";
  return url.toString();
}
// The e2e server's Twilio auth token: the texts test signs its webhooks with it (no SID, so texts go to files).
export const E2E_TWILIO_TOKEN = "e2e-twilio-token-0123456789abcdef";
