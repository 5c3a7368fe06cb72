import { RecordSection } from "@/components/patients/record-section";
import { LANGUAGE_NAMES_EN, localeOr } from "@/content/i18n/locales";
import { INTAKE_ADMIN_COPY as C, INTAKE_ENGLISH as E, INTAKE_SECTIONS } from "@/content/intake";
import { formatDay, formatTime } from "@/lib/booking/format";
import type { PatientForm } from "@/lib/intake/clinic";
import { AddToRecordButton } from "./add-to-record-button";
import { AnswersView, type AnswerWords } from "./answers-view";

const ENGLISH: AnswerWords = {
  section: (s) => E.sections[s],
  field: (_s, name) => (E.fields as Record<string, string>)[name] ?? name,
  code: (code) => E.codes[code] ?? code,
  yes: "Yes",
  no: "No",
  empty: C.noAnswer,
};
const when = (iso: string) => `${formatDay(new Date(iso))}, ${formatTime(new Date(iso))}`;

/**
 * The patient's "Forms": each submission, newest first, in English whatever language it was given
 * in, the sections that changed since the one before marked. The health history shows only to
 * `health-history` roles (the database leaves it out for the others); they also get "Add to record".
 */
export function PatientForms({ forms, canAdd }: { forms: PatientForm[]; canAdd: boolean }) {
  return (
    <RecordSection id="forms-heading" title={C.title} empty={forms.length ? null : C.empty}>
      <p className="mb-4 text-sm text-ink-muted">{C.intro}</p>
      <ol className="space-y-6">
        {forms.map((f) => {
          const card = f.answers.insurance;
          return (
            <li key={f.id} className="rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-ink">{C.visit(when(f.startsAt))}</h3>
                <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink">{C.status[f.status]}</span>
                {f.urgent ? <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">{C.urgent}</span> : null}
                {f.lockbox ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">{C.lockbox}</span> : null}
              </div>
              <p className="mt-1 text-sm text-ink-muted">
                {f.submittedAt ? C.submitted(when(f.submittedAt)) : C.notSent}
                {f.status === "not_started" ? null : ` · ${C.inLanguage(LANGUAGE_NAMES_EN[localeOr(f.language)])}`}
              </p>
              {card ? <p className="mt-1 text-sm text-ink">{card.noCard ? C.noCardGiven : C.cardGiven}</p> : null}
              {f.consent ? (
                <p className="mt-1 text-xs text-ink-muted">{C.consentLine(f.consent.signature, when(f.consent.at), f.consent.address ?? "—")} · {C.consentVersion(f.consent.version)}</p>
              ) : null}
              {!f.fullView ? <p className="mt-2 text-sm text-ink-muted">{C.historyHidden}</p> : null}
              <div className="mt-4">
                <AnswersView answers={f.answers as never} words={ENGLISH} sections={INTAKE_SECTIONS} marked={f.changed} markLabel={C.changed} headingLevel={4} />
              </div>
              {canAdd && f.fullView && f.status === "done" ? (
                <div className="mt-4 border-t border-line pt-4">
                  <p className="mb-2 text-sm text-ink-muted">{C.addHint}</p>
                  <AddToRecordButton formId={f.id} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </RecordSection>
  );
}
