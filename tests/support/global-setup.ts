import pg from "pg";
import type { TestProject } from "vitest/node";
import { buildTemplates, type Templates } from "./templates";

declare module "vitest" {
  interface ProvidedContext {
    templates: Templates;
  }
}

/**
 * Fails fast with a clear message when DATABASE_URL is set but the server is not there; then
 * makes the run's template databases (tests/support/templates.ts) and drops them after it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
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
  const { templates, drop } = await buildTemplates();
  project.provide("templates", templates);
  return drop;
}
