import "server-only";
import { cache } from "react";
import { config } from "@/lib/config";
import type { Caller } from "@/lib/db";
import { embeddedAuth } from "./embedded";
import { staffHome } from "./permissions";
import { supabaseAuth } from "./supabase";
import type { AuthAdapter, Session } from "./types";

export type { Session } from "./types";

export function auth(): AuthAdapter {
  return config().authMode === "supabase" ? supabaseAuth : embeddedAuth;
}

/** The signed-in user of this request, looked up once per render. */
export const getSession = cache(async (): Promise<Session | null> => auth().getSession());

export function callerOf(session: Session | null): Caller {
  return session ? { kind: "user", userId: session.userId, email: session.email } : { kind: "anon" };
}

/** The database caller for this request: the signed-in user, or anon. */
export async function currentCaller(): Promise<Caller> {
  return callerOf(await getSession());
}

/** The signed-in user as a database caller, or null for a visitor (actions that need an account). */
export async function signedInCaller(): Promise<(Caller & { kind: "user" }) | null> {
  const session = await getSession();
  return session ? { kind: "user", userId: session.userId, email: session.email } : null;
}

/** Where a user lands after signing in. */
export function homeFor(session: Session): string {
  return session.role ? staffHome(session.role) : "/brampton/account";
}
