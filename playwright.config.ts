import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN, E2E_AUTH_SECRET, E2E_BASE_URL, E2E_BUILD_LOG, E2E_CRON_SECRET, E2E_PORT, E2E_TWILIO_TOKEN, e2eDatabaseUrl } from "./tests/e2e/support/env";

// Debian's Chromium here (Playwright cannot download its own); Playwright's elsewhere. Its old headless
// shell first, as Playwright itself uses for headless runs: the suite's axe pages took 67 s in it
// against 108 s in the full browser's headless mode, on this 2-core machine.
const executablePath =
  process.env.CHROME_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions };

const databaseUrl = e2eDatabaseUrl();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON copy feeds `npm run test:timings`.
  reporter: [["list"], ["json", { outputFile: ".data/test-timings/e2e.json" }]],
  use: { baseURL: E2E_BASE_URL, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", grepInvert: /@alone/, use: desktop },
    {
      name: "mobile",
      grep: /@responsive/,
      grepInvert: /@alone/,
      use: { ...desktop, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // Tests that load every core (the live camera runs the face model on every frame) run last and
    // by themselves, so they neither wait on the other worker nor slow its tests past their timeouts.
    { name: "alone", grep: /@alone/, dependencies: ["desktop", "mobile"], use: desktop },
  ],
  webServer: {
    // The build's output is kept for build-output.spec.ts, which fails on a warning of ours in it.
    command: `npx tsx tests/e2e/support/prepare.ts && node tests/e2e/support/build-logged.mjs ${E2E_BUILD_LOG} && node server.mjs -p ${E2E_PORT}`,
    url: `${E2E_BASE_URL}/brampton/auth`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: E2E_BASE_URL,
      AUTH_SECRET: E2E_AUTH_SECRET,
      DEMO_ADMIN_EMAIL: E2E_ADMIN.email,
      DEMO_ADMIN_PASSWORD: E2E_ADMIN.password,
      PGLITE_DIR: ".data/e2e",
      DATA_DIR: ".data/e2e-files",
      CRON_SECRET: E2E_CRON_SECRET,
      // Twilio's webhooks exist with a token; without a SID and sender, texts are written to DATA_DIR/outbox.
      TWILIO_AUTH_TOKEN: E2E_TWILIO_TOKEN,
      // A fictitious registration in CRA's format: receipts print it, and the server starts without a warning.
      HST_NUMBER: "812345678 RT0001",
      // The reminder test asks the cron route for the reminders due "a day before" a visit.
      REMINDERS_TEST_CLOCK: "1",
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl, E2E_ADMIN_DATABASE_URL: process.env.DATABASE_URL! }
        : { DATABASE_URL: "" }),
    },
  },
});
