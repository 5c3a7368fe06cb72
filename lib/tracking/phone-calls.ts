import "server-only";
import { anon, type Db } from "@/lib/db/types";
import { phoneCallSchema } from "./schema";

export const CALLS_PER_MINUTE = 30;

/**
 * Stores a call-link click as a visitor (RLS allows only well-formed `initiated` rows).
 * Returns false for bad input or when the IP is over its per-minute budget.
 */
export async function recordPhoneCall(db: Db, input: unknown, ip: string): Promise<boolean> {
  const parsed = phoneCallSchema.safeParse(input);
  if (!parsed.success) return false;
  return db.run(anon, async (tx) => {
    const [limit] = await tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, 60) as ok", [
      `call:${ip}`,
      CALLS_PER_MINUTE,
    ]);
    if (!limit.ok) return false;
    await tx.query("insert into public.phone_calls (phone_number, location, call_status) values ($1, $2, 'initiated')", [
      parsed.data.phoneNumber,
      parsed.data.location,
    ]);
    return true;
  });
}
