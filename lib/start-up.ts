/**
 * Server start, Node.js runtime only (instrumentation.ts imports it there): the whole
 * environment is validated once (a bad or missing variable stops start-up with a message
 * naming it, never a 500 later), the session secret is loaded or generated, and embedded mode
 * migrates and seeds before the first request.
 */
export async function startUp(): Promise<void> {
  const building = process.env.NEXT_PHASE === "phase-production-build";
  try {
    const { config } = await import("@/lib/config");
    const c = config();
    if (building) return;
    if (c.NODE_ENV === "production") {
      const { addressTrustWarning } = await import("@/lib/request");
      const warning = addressTrustWarning();
      if (warning) console.warn(`Brightview: ${warning}`);
      // Receipts must carry the GST/HST registration for a customer to claim input tax credits (docs/receipts.md).
      if (!c.HST_NUMBER) console.warn("Brightview: HST_NUMBER is not set, so receipts print no GST/HST registration number.");
      // A missing SITE_URL is told by server.mjs, once a request reaches it by a public name.
    }
    if (c.authMode === "embedded") {
      const { authSecret } = await import("@/lib/auth/secret");
      authSecret();
    }
    // PGlite is single-process: only the serving process opens it, never `next build`.
    if (c.dbMode === "pglite") {
      const { getDb } = await import("@/lib/db");
      await getDb();
    }
    // Embedded mode only (the function checks): hosted deployments call the cron route instead.
    const { startReminderTimer } = await import("@/lib/booking/reminder-schedule");
    startReminderTimer();
  } catch (err) {
    console.error(`\nBrightview cannot start.\n${(err as Error).message}\n`);
    process.exit(1);
  }
}
