/**
 * Whether the database server is reachable, as last seen by the app's own queries.
 *
 * The state lives on globalThis under a registry symbol because the proxy is bundled apart
 * from the pages: both run in the same Node process, but each bundle has its own copy of
 * this module. Only the PostgreSQL adapter reports here; PGlite runs inside the process and
 * cannot go away on its own.
 */

type Health = {
  downSince: number | null;
  lastProbe: number;
  probing: Promise<boolean> | null;
  probe: (() => Promise<void>) | null;
};

const KEY = Symbol.for("brightview.db.health");
/** At most one probe a second, whatever the traffic, so an outage costs the server nothing. */
export const PROBE_INTERVAL_MS = 1_000;
/** A probe that has not answered by then counts as "still down"; the request does not wait longer. */
const PROBE_WAIT_MS = 1_500;

function state(): Health {
  const g = globalThis as unknown as Record<symbol, Health | undefined>;
  return (g[KEY] ??= { downSince: null, lastProbe: 0, probing: null, probe: null });
}

/** The adapter registers how to ask the server "are you there?" (a bare `select 1`). */
export function registerDbProbe(probe: () => Promise<void>) {
  state().probe = probe;
}

export function markDbDown(now = Date.now()) {
  const s = state();
  if (s.downSince === null) {
    s.downSince = now;
    // The first probe waits a full interval: the failure that marked it down is fresh news.
    s.lastProbe = now;
    console.warn("database unreachable: data pages answer 503 until it is back");
  }
}

export function markDbUp() {
  const s = state();
  if (s.downSince !== null) console.warn("database reachable again");
  s.downSince = null;
}

/** Errors that mean "no server to talk to", as opposed to a query the server refused. */
export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string") {
    // SQLSTATE class 08 (connection exception) and 57P01–57P03 (server shutting down or starting).
    if (/^08/.test(code) || /^57P0[123]$/.test(code)) return true;
    if (["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"].includes(code)) return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(err.message);
}

/**
 * True while the database is known to be away. Once a second one caller probes it; the
 * others answer at once from the last result, so requests never queue behind a dead server.
 */
export async function dbLooksDown(now = Date.now()): Promise<boolean> {
  const s = state();
  if (s.downSince === null) return false;
  if (!s.probe || s.probing || now - s.lastProbe < PROBE_INTERVAL_MS) return true;
  s.lastProbe = now;
  const probe = s.probe;
  s.probing = probe().then(
    () => {
      markDbUp();
      return false;
    },
    () => true,
  );
  try {
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), PROBE_WAIT_MS).unref?.());
    return await Promise.race([s.probing, timeout]);
  } finally {
    void s.probing.finally(() => {
      s.probing = null;
    });
  }
}
