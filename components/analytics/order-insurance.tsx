import { INSURANCE_COPY as COPY, relationshipWords } from "@/content/insurance-plans";
import type { OrderInsurance as Insurance } from "@/lib/analytics/order-insurance";

/** The insurance the customer gave at checkout, for direct billing; nothing when none was given. */
export function OrderInsurance({ insurance }: { insurance: Insurance | null }) {
  if (!insurance) return null;
  const rows: [string, string][] = [
    [COPY.insurer, insurance.insurer],
    [COPY.policyNumber, insurance.policyNumber],
    [COPY.memberId, insurance.memberId],
    [COPY.relationship, relationshipWords(insurance.relationship)],
  ];
  return (
    <section aria-labelledby="order-insurance" className="rounded-2xl border border-line bg-surface p-5" data-testid="order-insurance">
      <h2 id="order-insurance" className="mb-3 text-lg font-semibold text-ink">{COPY.adminHeading}</h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-words font-medium text-ink">{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
