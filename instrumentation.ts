/** Opens the database at server start: embedded mode migrates and seeds before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { config } = await import("@/lib/config");
  config(); // A bad environment stops start-up here, naming the variable.
  if (config().dbMode === "pglite") {
    const { getDb } = await import("@/lib/db");
    await getDb();
  }
}
