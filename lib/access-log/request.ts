import "server-only";
import { headers } from "next/headers";
import type { Session } from "@/lib/auth";
import { clientIp } from "@/lib/request";
import type { Accessor, AccessorRole } from "./log";

/** This request's person for the access log: account, role (a customer is the patient) and client address. */
export async function accessorOf(session: Session | null, fallback: AccessorRole = "guest"): Promise<Accessor> {
  const address = clientIp(await headers());
  return {
    userId: session?.userId ?? null,
    email: session?.email ?? null,
    role: session?.role ?? (session ? "patient" : fallback),
    clientAddress: address,
  };
}
