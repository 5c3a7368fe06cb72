
/** An order's insurance for direct billing, as stored in orders.insurance (jsonb). */
export type OrderInsurance = { insurer: string; policyNumber: string; memberId: string; relationship: string };

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** The stored jsonb as the clinic reads it; null when none was given (or it is not an object). */
export function readInsurance(v: unknown): OrderInsurance | null {
  if (!v || typeof v !== "object" || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const insurance = { insurer: text(o.insurer), policyNumber: text(o.policyNumber), memberId: text(o.memberId), relationship: text(o.relationship) };
  return insurance.insurer || insurance.memberId ? insurance : null;
}

