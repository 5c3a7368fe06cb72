import pg from "pg";
import { e2eDatabaseUrl } from "./env";

/** A client on the e2e server's database, or null when it runs on embedded PGlite. */
export async function e2eDb(): Promise<pg.Client | null> {
  const url = e2eDatabaseUrl();
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export const NO_DB_REASON = "row assertions need PostgreSQL: set DATABASE_URL (CI does)";
