import { RecordSection } from "@/components/patients/record-section";
import { TEXTS_COPY } from "@/content/texts";
import type { TextConsent } from "@/lib/sms/consent";
import { TextConsentForm } from "./text-consent-form";

const C = TEXTS_COPY.consent;

/** "Texts" in the account: the form, or why not yet (no record until a first booking). */
export function AccountTextsSection({ consent }: { consent: TextConsent | null }) {
  return (
    <section aria-labelledby="texts-heading" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="texts-heading" className="text-xl font-semibold text-ink">{C.title}</h2>
      <div className="mt-3">{consent ? <TextConsentForm consent={consent} /> : <p className="text-sm text-ink-muted">{C.accountNone}</p>}</div>
    </section>
  );
}

/** "Texts" on a patient's page, for the Owner and the Front desk: their record of what the patient said. */
export function PatientTextsSection({ patientId, consent }: { patientId: string; consent: TextConsent }) {
  return (
    <RecordSection id="texts-heading" title={C.title}>
      <TextConsentForm consent={consent} patientId={patientId} />
    </RecordSection>
  );
}
