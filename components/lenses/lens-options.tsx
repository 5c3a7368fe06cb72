"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { PRESCRIPTION_SOURCES, READING_POWERS, type LensType, type PrescriptionSource } from "@/content/lenses";
import { LENS_COPY } from "@/content/lens-copy";
import { inputClass, FieldError } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import type { LensFrame } from "@/lib/lenses/choice";
import { emptyDraft, readDraft, type DraftState, type LensDraft } from "@/lib/lenses/draft";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { ChoiceCard, ChoiceGroup } from "./choice-group";
import type { ErrorOf } from "./error-of";
import { ExamFields } from "./exam-fields";
import { MaterialGroup, CoatingsGroup } from "./material-coatings";
import { PrescriptionGrid } from "./prescription-grid";
import { PrescriptionUpload } from "./prescription-upload";

export type LensOptionsProps = {
  type: Exclude<LensType, "frame-only">;
  frame: LensFrame;
  /** Raised on every Add to cart with lenses not yet complete: show every error and focus the first. */
  attempt: number;
  onState: (state: DraftState) => void;
};


const SOURCE_IDS = Object.keys(PRESCRIPTION_SOURCES) as PrescriptionSource[];

/**
 * Everything under "Lenses" once it is not "Frame only": how the prescription comes, the
 * reading power, the material and the coatings. Loaded only when a lens type is chosen, so
 * the product page's first JavaScript stays as it was.
 */
export function LensOptions({ type, frame, attempt, onState }: LensOptionsProps) {
  const [draft, setDraft] = useState<LensDraft>(emptyDraft);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const root = useRef<HTMLDivElement>(null);
  const today = useMemo(() => todayInToronto(), []);
  const state = useMemo(() => readDraft(type, draft, frame, today), [type, draft, frame, today]);
  const showAll = attempt > 0;

  useEffect(() => onState(state), [state, onState]);
  useEffect(() => {
    if (attempt === 0) return;
    // After React has drawn the errors: focus the first field that has one.
    const first = root.current?.querySelector<HTMLElement>("[aria-invalid='true'], [data-focus-error]");
    first?.focus();
  }, [attempt]);

  const errorOf: ErrorOf = (field) => (showAll || touched.has(field) ? state.errors[field] : undefined);
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const update = (patch: Partial<LensDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <div ref={root} className="space-y-6">
      {type === "reading" ? (
        <div className="space-y-1.5">
          <label htmlFor="reading-power" className="block text-sm font-semibold text-ink">{LENS_COPY.readingPower}</label>
          <select
            id="reading-power"
            value={draft.readingPower}
            onChange={(e) => update({ readingPower: e.target.value })}
            onBlur={() => touch("readingPower")}
            aria-invalid={errorOf("readingPower") ? true : undefined}
            aria-describedby={errorOf("readingPower") ? "reading-power-error" : undefined}
            className={`${inputClass} max-w-48`}
          >
            <option value="">Choose…</option>
            {READING_POWERS.map((p) => (
              <option key={p} value={p.toFixed(2)}>+{p.toFixed(2)}</option>
            ))}
          </select>
          <FieldError id="reading-power-error" message={errorOf("readingPower")} />
        </div>
      ) : (
        <>
          <ChoiceGroup id="rx-source" legend={LENS_COPY.prescriptionLegend}>
            {SOURCE_IDS.map((id) => (
              <ChoiceCard key={id} id={`rx-source-${id}`} type="radio" name="rx-source" label={PRESCRIPTION_SOURCES[id]} checked={draft.source === id} onChange={() => update({ source: id })} />
            ))}
          </ChoiceGroup>
          {/* Focusable so an Add to cart without a choice can take the shopper here. */}
          {errorOf("source") ? (
            <p tabIndex={-1} data-focus-error className="text-sm text-red-600 dark:text-red-400" role="alert">{errorOf("source")}</p>
          ) : null}
          {draft.source === "entered" ? <PrescriptionGrid draft={draft} update={update} errorOf={errorOf} touch={touch} progressive={type === "progressive"} warnings={state.warnings} /> : null}
          {draft.source === "exam" ? <ExamFields exam={draft.exam} update={(exam) => update({ exam: { ...draft.exam, ...exam } })} errorOf={errorOf} touch={touch} /> : null}
          {draft.source === "upload" ? <PrescriptionUpload value={draft.upload} onChange={(upload) => update({ upload })} error={errorOf("upload")} /> : null}
          {draft.source === "later" ? <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">{LENS_COPY.later}</p> : null}
        </>
      )}
      <MaterialGroup materials={state.materials} value={state.material} onChange={(material) => update({ material })} />
      <CoatingsGroup frame={frame} value={draft.coatings} onChange={(coatings) => update({ coatings })} />
      {showAll && state.errors.lens ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">{state.errors.lens}</p>
      ) : null}
      <p className="text-xs text-ink-muted">
        <Link href="/brampton/lens-types" className="font-medium text-brand-700 underline hover:no-underline dark:text-brand-300">{LENS_COPY.howToRead.more}</Link>
      </p>
    </div>
  );
}
