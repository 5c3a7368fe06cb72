/**
 * Next calls register() once per server process, and compiles this file for the Edge runtime
 * too. The start-up checks (lib/start-up.ts) use Node.js APIs such as process.exit, so they are
 * imported only behind the NEXT_RUNTIME test, which the compiler folds away in the Edge build:
 * kept in this file, they made every dev compile warn "not supported in the Edge Runtime".
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startUp } = await import("@/lib/start-up");
    await startUp();
  }
}
