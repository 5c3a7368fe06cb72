import { INTAKE_FIELDS, INTAKE_SECTIONS, fieldShown, type IntakeField, type IntakeSection } from "@/content/intake";

export type AnswerWords = {
  section: (s: IntakeSection) => string;
  field: (s: IntakeSection, name: string) => string;
  code: (code: string) => string;
  yes: string;
  no: string;
  empty: string;
};

/** Codes (choices) in words, boxes as yes or no, free text as typed. */
function shown(field: IntakeField, value: unknown, words: AnswerWords): string {
  if (Array.isArray(value)) return value.length ? value.map((v) => (field.options?.includes(String(v)) ? words.code(String(v)) : String(v))).join(", ") : words.empty;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (value === undefined || value === null || value === "") return words.empty;
  return field.options?.includes(String(value)) ? (value === "yes" ? words.yes : value === "no" ? words.no : words.code(String(value))) : String(value);
}

/**
 * The answers as sent, read only: a section a heading, each question and its answer. The patient
 * reads it in their language, the clinic in English (the codes are the same); `marked` sections
 * carry a badge (the clinic's "Changed"). No hooks, so server and client pages both use it.
 */
export function AnswersView({
  answers,
  words,
  sections = INTAKE_SECTIONS,
  marked = [],
  markLabel,
  headingLevel = 3,
}: {
  answers: Partial<Record<IntakeSection, Record<string, unknown>>>;
  words: AnswerWords;
  sections?: readonly IntakeSection[];
  marked?: readonly IntakeSection[];
  markLabel?: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="space-y-5">
      {sections.filter((s) => answers[s]).map((s) => {
        const values = answers[s]!;
        return (
          <section key={s} className="rounded-lg border border-line p-4">
            <Heading className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {words.section(s)}
              {marked.includes(s) && markLabel ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">{markLabel}</span> : null}
            </Heading>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
              {INTAKE_FIELDS[s].filter((f) => f.name in values && fieldShown(f, values)).map((f) => (
                <div key={f.name} className="contents">
                  <dt className="text-ink-muted">{words.field(s, f.name)}</dt>
                  <dd className="min-w-0 whitespace-pre-line break-words text-ink">{shown(f, values[f.name], words)}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
