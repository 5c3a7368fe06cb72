import type { Caller, Queryable } from "./types";

/** Statements that make the rest of a transaction run as `caller`, as PostgREST does. */
export async function enterRole(q: Queryable, caller: Caller): Promise<void> {
  if (caller.kind === "system") return;
  const claims =
    caller.kind === "user"
      ? { sub: caller.userId, email: caller.email, role: "authenticated", aud: "authenticated" }
      : { role: "anon" };
  await q.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
  await q.query(caller.kind === "user" ? "set local role authenticated" : "set local role anon");
}

export async function leaveRole(q: Queryable): Promise<void> {
  await q.query("reset role");
}
