/** Opens the database at server start: embedded mode migrates and seeds before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { config } = await import("@/lib/config");
  config(); // A bad environment stops start-up here, naming the variable.
  // Not during `next build`: PGlite is single-process and a dev server may hold the folder.
  if (config().dbMode === "pglite" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { getDb } = await import("@/lib/db");
    await getDb();
  }
}
