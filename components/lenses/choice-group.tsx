import type { ReactNode } from "react";

/**
 * A fieldset that screen readers announce as a named radio group (or a group of checkboxes),
 * its options as cards. Native inputs: arrow keys move between radios, Space ticks a box.
 */
export function ChoiceGroup({ id, legend, kind = "radiogroup", hint, children }: { id: string; legend: string; kind?: "radiogroup" | "group"; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset role={kind} aria-labelledby={`${id}-legend`} className="min-w-0">
      <legend id={`${id}-legend`} className="text-sm font-semibold text-ink">
        {legend}
      </legend>
      {hint ? <div className="mt-1 text-sm text-ink-muted">{hint}</div> : null}
      <div className="mt-3 grid gap-2">{children}</div>
    </fieldset>
  );
}

type OptionProps = {
  id: string;
  type: "radio" | "checkbox";
  name: string;
  label: string;
  /** The line under the label: what it is for, or why it is off. */
  description?: ReactNode;
  /** "+$80", shown at the right. */
  price?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
};

/** One option as a card: the input's accessible name is the label alone; the rest describes it. */
export function ChoiceCard({ id, type, name, label, description, price, checked, disabled, onChange }: OptionProps) {
  return (
    <label
      htmlFor={id}
      className={`flex items-start gap-3 rounded-xl border px-3.5 py-3 text-sm transition-colors ${
        disabled
          ? "cursor-not-allowed border-dashed border-line bg-surface-muted/60"
          : checked
            ? "cursor-pointer border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950"
            : "cursor-pointer border-line bg-surface hover:border-brand-400"
      }`}
    >
      <input
        id={id}
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        // The name is the label alone; price and reason are its description.
        aria-labelledby={`${id}-label`}
        aria-describedby={description || price ? `${id}-desc` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1">
        <span id={`${id}-label`} className={`block font-medium ${disabled ? "text-ink-muted" : "text-ink"}`}>{label}</span>
        {description || price ? (
          <span id={`${id}-desc`} className="mt-0.5 block text-ink-muted">
            {price ? <span className="sr-only">{price}. </span> : null}
            {description}
          </span>
        ) : null}
      </span>
      {price ? (
        <span aria-hidden className={`shrink-0 font-semibold tabular-nums ${disabled ? "text-ink-muted" : "text-ink"}`}>
          {price}
        </span>
      ) : null}
    </label>
  );
}

/** "+$80", "+$0". */
export const addPrice = (dollars: number) => `+$${dollars}`;
