import { LENS_COPY } from "@/content/lens-copy";
import { RX_EVIDENCE_COPY as COPY } from "@/content/rx-evidence";
import type { OrderLensDetail } from "@/lib/analytics/order-detail";
import type { RxEvidenceField } from "@/lib/validations/rx-evidence";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const asDay = (ymd: string) => (/^\d{4}-\d{2}-\d{2}$/.test(ymd) ? day.format(new Date(`${ymd}T12:00:00Z`)) : ymd);

/** The facts a line still lacks: the verify form asks for these, and only these. */
export const missingEvidence = (e: OrderLensDetail["evidence"]): RxEvidenceField[] =>
  (["issuedOn", "prescribedBy", "patientName", "registration"] as const).filter((k) => !e[k]);

/** The evidence for zero-rating a prescription pair: issue date, who prescribed it, who it is for. */
export function PrescriptionEvidence({ evidence }: { evidence: OrderLensDetail["evidence"] }) {
  if (!evidence.issuedOn && !evidence.prescribedBy && !evidence.patientName) return null;
  const rows: [string, string | null][] = [
    [COPY.issuedOn, evidence.issuedOn && asDay(evidence.issuedOn)],
    [LENS_COPY.prescribedBy, evidence.prescribedBy],
    [LENS_COPY.patientName, evidence.patientName],
    [COPY.registration, evidence.registration],
  ];
  return (
    <div className="space-y-1" data-testid="rx-evidence">
      <h4 className="text-sm font-medium text-ink-muted">{COPY.evidenceHeading}</h4>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-words font-medium text-ink">{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
