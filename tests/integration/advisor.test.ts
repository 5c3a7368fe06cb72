import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestDb, type TestDb } from "../support/db";

/**
 * What Supabase's Security and Performance Advisors check, read from the system catalogs, so
 * a later migration cannot quietly undo it. `public` (and `storage`) are what the API exposes.
 */
const EXPOSED = ["public"];

describe.each(backends)("database advisor properties on %s", (backend) => {
  let db: TestDb;
  const q = <T extends Record<string, unknown>>(sql: string) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql));
  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
  });
  afterAll(async () => db?.drop());
  const exposed = EXPOSED.map((s) => `'${s}'`).join(", ");

  it("every table in an exposed schema has RLS on and at least one policy", async () => {
    const tables = await q<{ name: string; rls: boolean; policies: number }>(
      `select c.relname as name, c.relrowsecurity as rls,
              (select count(*)::int from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname) as policies
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in (${exposed}) and c.relkind in ('r', 'p') order by 1`,
    );
    expect(tables.length).toBeGreaterThan(5);
    expect(tables.filter((t) => !t.rls || t.policies === 0).map((t) => t.name)).toEqual([]);
  });

  it("internal tables live outside the API and deny everything to API roles", async () => {
    const internal = await q<{ name: string; rls: boolean; grants: number }>(
      `select c.relname as name, c.relrowsecurity as rls,
              (select count(*)::int from information_schema.role_table_grants g
               where g.table_schema = 'private' and g.table_name = c.relname and g.grantee in ('anon', 'authenticated')) as grants
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'private' and c.relkind = 'r' order by 1`,
    );
    expect(internal).toEqual([
      { name: "appointment_reminders", rls: true, grants: 0 },
      { name: "auth_links", rls: true, grants: 0 },
      { name: "carry_overs", rls: true, grants: 0 },
      { name: "daily_counts", rls: true, grants: 0 },
      { name: "intake_links", rls: true, grants: 0 },
      { name: "mail_outbox", rls: true, grants: 0 },
      { name: "manage_links", rls: true, grants: 0 },
      { name: "rate_limits", rls: true, grants: 0 },
      { name: "recall_links", rls: true, grants: 0 },
      { name: "recall_messages", rls: true, grants: 0 },
      { name: "recall_texts", rls: true, grants: 0 },
      { name: "receipt_numbers", rls: true, grants: 0 },
      { name: "row_counts", rls: true, grants: 0 },
      { name: "sessions", rls: true, grants: 0 },
      { name: "short_links", rls: true, grants: 0 },
      { name: "sms_inbound", rls: true, grants: 0 },
      { name: "sms_numbers", rls: true, grants: 0 },
      { name: "staff_invitations", rls: true, grants: 0 },
      { name: "waitlist_freed", rls: true, grants: 0 },
    ]);
    expect(await q(`select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relname in ('mail_outbox', 'rate_limits')`)).toEqual([]);
  });

  it("no SECURITY DEFINER function in an exposed schema can be run by anon or authenticated", async () => {
    const callable = await q<{ fn: string }>(
      `select p.oid::regprocedure::text as fn
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in (${exposed}) and p.prosecdef
         and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))`,
    );
    expect(callable).toEqual([]);
  });

  it("every function of ours has a fixed search_path", async () => {
    const mutable = await q<{ fn: string }>(
      `select p.oid::regprocedure::text as fn
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prokind = 'f'
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(mutable).toEqual([]);
  });

  it("policies read auth.uid() and the role check once per statement (no auth_rls_initplan)", async () => {
    const policies = await q<{ name: string; expr: string }>(
      `select schemaname || '.' || tablename || ':' || policyname as name, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
       from pg_policies where schemaname in ('public', 'storage', 'private')`,
    );
    const perRow = policies.filter((p) => {
      // Every call of auth.uid()/auth.jwt()/is_admin() must sit directly inside "(SELECT …)".
      const calls = p.expr.match(/(auth\.(uid|jwt|role)|is_admin)\(\)/g) ?? [];
      const wrapped = p.expr.match(/SELECT (auth\.(uid|jwt|role)|private\.is_admin)\(\)/gi) ?? [];
      return calls.length !== wrapped.length;
    });
    expect(perRow.map((p) => p.name)).toEqual([]);
  });

  it("every foreign key is covered by an index", async () => {
    const unindexed = await q<{ fk: string }>(
      `select c.conrelid::regclass::text || '(' || a.attname || ')' as fk
       from pg_constraint c
       join pg_namespace n on n.oid = c.connamespace
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and n.nspname in ('public', 'private') and cardinality(c.conkey) = 1
         and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`,
    );
    expect(unindexed).toEqual([]);
  });
});
