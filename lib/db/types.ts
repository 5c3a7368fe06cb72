/** Who a piece of database work runs as. RLS decides what each may see and change. */
export type Caller =
  | { kind: "anon" }
  | { kind: "user"; userId: string; email: string }
  /** Migrations, seeding and a few named system operations only. */
  | { kind: "system" };

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Tx extends Queryable {
  /** Several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` with the caller's role lifted, inside the same transaction: for the
   * outbox row that must commit or roll back with the booking or order it belongs to.
   */
  asSystem<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface Db {
  readonly kind: "pglite" | "postgres";
  /** One transaction as `caller`: `anon`, `authenticated` with JWT claims, or privileged. */
  run<T>(caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Several statements without parameters, privileged (migrations, seed). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export const anon: Caller = { kind: "anon" };
export const system: Caller = { kind: "system" };
