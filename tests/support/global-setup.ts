import pg from "pg";

/** Fails fast with a clear message when DATABASE_URL is set but the server is not there. */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (err) {
    throw new Error(`DATABASE_URL is set but PostgreSQL does not answer: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
