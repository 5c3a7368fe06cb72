import type { Tx } from "@/lib/db/types";

/** The patient a booking or an order names (set by the database as the row arrives), for the mail it sends. */
export async function patientOf(tx: Tx, what: "booking" | "order", id: string): Promise<string | null> {
  const sql = what === "booking" ? "select patient_id from public.bookings where id = $1" : "select patient_id from public.orders where id = $1";
  const rows = await tx.asSystem((q) => q.query<{ patient_id: string | null }>(sql, [id]));
  return rows[0]?.patient_id ?? null;
}
