import { randomBytes } from "node:crypto";
import pg from "pg";

/** A database made on a PostgreSQL server for a test run or a bench, and the way to drop it. */
export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database on the server at `adminUrl`: empty, or a copy of `template`. The name is
 * `<prefix>_<random hex>`; prefix and template come from our own code, never from input.
 */
export async function createScratchDatabase(adminUrl: string, opts: { prefix: string; template?: string }): Promise<ScratchDatabase> {
  const name = `${opts.prefix}_${randomBytes(5).toString("hex")}`;
  if (!/^[a-z][a-z0-9_]{0,40}$/.test(name) || (opts.template && !/^[a-z][a-z0-9_]{0,62}$/.test(opts.template))) {
    throw new Error(`Not a database name this code makes: ${name} ${opts.template ?? ""}`);
  }
  await onServer(adminUrl, opts.template ? `create database ${name} template ${opts.template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}
