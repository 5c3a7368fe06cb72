import { ConsentSwitch } from "@/components/recall/consent-switch";
import { DataTable, type Column } from "@/components/ui/data-table";
import { RECALL_CONSENT_COPY as C } from "@/content/recall";
import type { ConsentEntry } from "@/lib/recall/consent";
import { RecordSection } from "./record-section";

const when = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });
const [at, answer, from, words, by] = C.columns;
const columns: Column<ConsentEntry>[] = [
  { header: at, cell: (h) => when.format(new Date(h.at)) },
  { header: answer, cell: (h) => `${h.given ? C.given : C.withdrawn}${h.channel === "sms" ? ` ${C.byText}` : ""}` },
  { header: from, cell: (h) => C.sources[h.source] ?? h.source },
  { header: words, cell: (h) => `“${h.words}” (${h.language})` },
  { header: by, cell: (h) => h.actor_email ?? "—" },
];

/**
 * "Exam due reminders" on a patient's page: every answer with where it came from and the words shown
 * (CASL's record of consent), and for the front desk a switch that records what the patient said.
 */
export function RecallConsentSection({ patientId, on, history, canEdit, hasEmail }: { patientId: string; on: boolean; history: ConsentEntry[]; canEdit: boolean; hasEmail: boolean }) {
  return (
    <RecordSection id="recall-consent-heading" title={C.title}>
      <div className="space-y-4">
        {canEdit ? <ConsentSwitch initial={on} patientId={patientId} /> : null}
        {on && !hasEmail ? <p className="text-sm text-ink-muted">{C.noEmail}</p> : null}
        {history.length ? (
          <DataTable caption={C.historyCaption} columns={columns} rows={history} rowKey={(h, i) => `${h.at}-${i}`} empty={C.none} bare />
        ) : (
          <p className="text-sm text-ink-muted">{C.none}</p>
        )}
      </div>
    </RecordSection>
  );
}
