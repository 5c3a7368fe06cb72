import { ConsentSwitch } from "@/components/recall/consent-switch";
import { RECALL_CONSENT_COPY as C } from "@/content/recall";
import type { ConsentEntry } from "@/lib/recall/consent";
import { cell, RecordSection, RecordTable } from "./record-section";

const when = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });

/**
 * "Exam due reminders" on a patient's page: every answer with where it came from and the words shown
 * (CASL's record of consent), and for the front desk a switch that records what the patient said.
 */
export function RecallConsentSection({ patientId, history, canEdit, hasEmail }: { patientId: string; history: ConsentEntry[]; canEdit: boolean; hasEmail: boolean }) {
  const on = history[0]?.given ?? false;
  return (
    <RecordSection id="recall-consent-heading" title={C.title}>
      <div className="space-y-4">
        {canEdit ? <ConsentSwitch initial={on} patientId={patientId} /> : null}
        {on && !hasEmail ? <p className="text-sm text-ink-muted">{C.noEmail}</p> : null}
        {history.length ? (
          <RecordTable caption={C.historyCaption} columns={C.columns}>
            {history.map((h, i) => (
              <tr key={i}>
                <td className={cell}>{when.format(new Date(h.at))}</td>
                <td className={cell}>{h.given ? C.given : C.withdrawn}</td>
                <td className={cell}>{C.sources[h.source] ?? h.source}</td>
                <td className={cell}>“{h.words}” ({h.language})</td>
                <td className={cell}>{h.actor_email ?? "—"}</td>
              </tr>
            ))}
          </RecordTable>
        ) : (
          <p className="text-sm text-ink-muted">{C.none}</p>
        )}
      </div>
    </RecordSection>
  );
}
