import { ConsentSwitch } from "@/components/recall/consent-switch";
import { RECALL_CONSENT_COPY as C } from "@/content/recall";

/** "Exam due reminders" in the account: on or off for the account's own records (null: none yet). */
export function RecallSection({ on }: { on: boolean | null }) {
  return (
    <section aria-labelledby="recall-heading" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="recall-heading" className="text-xl font-semibold text-ink">{C.title}</h2>
      <div className="mt-3">{on === null ? <p className="text-sm text-ink-muted">{C.accountNone}</p> : <ConsentSwitch initial={on} />}</div>
    </section>
  );
}
