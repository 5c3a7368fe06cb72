"use client";

import { useSyncExternalStore } from "react";
import { LENS_COPY } from "@/content/lens-copy";
import { FieldError, inputClass } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import type { EyeDraft, LensDraft } from "@/lib/lenses/draft";
import { readMeasuredPd, subscribeMeasuredPd } from "@/lib/try-on/measured-pd";
import type { ErrorOf } from "./error-of";
import { PrescriberFields } from "./prescriber-fields";

type Props = {
  draft: LensDraft;
  update: (patch: Partial<LensDraft>) => void;
  errorOf: ErrorOf;
  touch: (field: string) => void;
  progressive: boolean;
  warnings: string[];
};

// Narrower than a form field: four boxes and the eye's name share a 390 px phone's row.
const cell =
  "block w-full min-w-0 rounded-lg border border-line bg-surface px-1 py-2 text-center text-sm tabular-nums text-ink sm:px-2 sm:text-base " +
  "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500";

/**
 * "Enter it now": the prescription as a grid for someone who has never read one. Each box's
 * accessible name says its eye and column ("Right eye (OD) SPH"), and each rule's words
 * appear under that eye's row, tied to the box by aria-describedby.
 */
export function PrescriptionGrid({ draft, update, errorOf, touch, progressive, warnings }: Props) {
  const columns = (["sph", "cyl", "axis", ...(progressive ? ["add"] : [])] as (keyof EyeDraft)[]);
  const measured = useSyncExternalStore(subscribeMeasuredPd, readMeasuredPd, () => null);
  const box = (field: string, label: string, value: string, set: (v: string) => void, numeric = false) => {
    const id = `rx-${field.replace(".", "-")}`;
    const error = errorOf(field);
    return (
      <input
        id={id}
        aria-label={label}
        inputMode={numeric ? "numeric" : "decimal"}
        autoComplete="off"
        value={value}
        onChange={(e) => set(e.target.value)}
        onBlur={() => touch(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cell}
      />
    );
  };

  return (
    <div className="space-y-5 rounded-xl border border-line p-3 sm:p-4">
      <div role="group" aria-label={LENS_COPY.prescriptionLegend} className={`grid items-center gap-1.5 sm:gap-2 ${progressive ? "grid-cols-[3.75rem_repeat(4,minmax(0,1fr))] sm:grid-cols-[5.5rem_repeat(4,minmax(0,1fr))]" : "grid-cols-[3.75rem_repeat(3,minmax(0,1fr))] sm:grid-cols-[5.5rem_repeat(3,minmax(0,1fr))]"}`}>
        <span aria-hidden />
        {columns.map((c) => (
          <span key={c} aria-hidden className="text-center text-xs font-semibold uppercase tracking-wide text-ink-muted">{LENS_COPY.columns[c]}</span>
        ))}
        {(["right", "left"] as const).map((side) => (
          <EyeRow key={side}>
            <span aria-hidden className="text-xs font-medium leading-tight text-ink sm:text-sm">{LENS_COPY.eyes[side]}</span>
            {columns.map((c) =>
              box(`${side}.${c}`, `${LENS_COPY.eyes[side]} ${LENS_COPY.columns[c]}`, draft[side][c], (v) => update({ [side]: { ...draft[side], [c]: v } }), c === "axis"),
            )}
            <div className="col-span-full space-y-1 empty:hidden">
              {columns.map((c) => (
                <FieldError key={c} id={`rx-${side}-${c}-error`} message={errorOf(`${side}.${c}`) && `${LENS_COPY.columns[c]}: ${errorOf(`${side}.${c}`)}`} />
              ))}
            </div>
          </EyeRow>
        ))}
      </div>

      <div className="space-y-2">
        <div className="flex flex-wrap items-end gap-3">
          {draft.twoPd ? (
            <>
              <PdField id="rx-pd-right" label={LENS_COPY.pdRight} value={draft.pdRight} onChange={(pdRight) => update({ pdRight })} onBlur={() => touch("pd.right")} error={errorOf("pd.right")} />
              <PdField id="rx-pd-left" label={LENS_COPY.pdLeft} value={draft.pdLeft} onChange={(pdLeft) => update({ pdLeft })} onBlur={() => touch("pd.left")} error={errorOf("pd.left")} />
            </>
          ) : (
            <PdField id="rx-pd" label={LENS_COPY.pd} value={draft.pd} onChange={(pd) => update({ pd })} onBlur={() => touch("pd")} error={errorOf("pd")} />
          )}
          <label className="flex items-center gap-2 pb-2.5 text-sm text-ink">
            <input type="checkbox" role="switch" checked={draft.twoPd} onChange={(e) => update({ twoPd: e.target.checked })} className="size-4 accent-brand-600" />
            {LENS_COPY.twoPd}
          </label>
        </div>
        {[errorOf("pd"), errorOf("pd.right"), errorOf("pd.left")].map((m, i) => (
          <FieldError key={i} id={["rx-pd-error", "rx-pd-right-error", "rx-pd-left-error"][i]} message={m} />
        ))}
        {measured ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <button
              type="button"
              onClick={() => update({ twoPd: false, pd: String(measured) })}
              className="rounded-full border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-brand-950"
            >
              {LENS_COPY.measuredPdButton(measured)}
            </button>
            <span className="text-xs text-ink-muted">{LENS_COPY.measuredPdNote}</span>
          </div>
        ) : null}
      </div>

      <div className="space-y-1.5">
        <label htmlFor="rx-date" className="block text-sm font-medium text-ink">{LENS_COPY.date}</label>
        <input
          id="rx-date"
          type="date"
          value={draft.date}
          onChange={(e) => update({ date: e.target.value })}
          onBlur={() => touch("date")}
          aria-invalid={errorOf("date") ? true : undefined}
          aria-describedby={errorOf("date") ? "rx-date-error" : warnings.length ? "rx-date-warning" : undefined}
          className={`${inputClass} max-w-52`}
        />
        <FieldError id="rx-date-error" message={errorOf("date")} />
        {warnings.length ? (
          <p id="rx-date-warning" className="text-sm text-accent-700 dark:text-accent-400">
            {warnings.join(" ")}{" "}
            <Link href="/brampton/book-exam" className="font-semibold underline hover:no-underline">{LENS_COPY.staleLink}</Link>
          </p>
        ) : null}
      </div>

      <PrescriberFields prescribedBy={draft.prescribedBy} patientName={draft.patientName} update={update} errorOf={errorOf} touch={touch} />

      <details className="group rounded-lg bg-surface-muted px-3 py-2 text-sm">
        <summary className="cursor-pointer font-semibold text-ink">{LENS_COPY.howToRead.title}</summary>
        <dl className="mt-2 space-y-2 text-ink-muted">
          {LENS_COPY.howToRead.terms.map(([term, words]) => (
            <div key={term}>
              <dt className="font-medium text-ink">{term}</dt>
              <dd>{words}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2">
          <Link href="/brampton/lens-types" className="font-medium text-brand-700 underline hover:no-underline dark:text-brand-300">{LENS_COPY.howToRead.more}</Link>
        </p>
        <p className="mt-1 text-xs text-ink-muted">{LENS_COPY.howToRead.limits}</p>
      </details>
    </div>
  );
}

/** One eye's row: its cells sit in the parent grid (display: contents keeps the columns aligned). */
function EyeRow({ children }: { children: React.ReactNode }) {
  return <div className="contents">{children}</div>;
}

function PdField({ id, label, value, onChange, onBlur, error }: { id: string; label: string; value: string; onChange: (v: string) => void; onBlur: () => void; error?: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">{label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} w-28 tabular-nums`}
      />
    </div>
  );
}
