import { inputClass as baseInputClass } from "@/components/ui/field";
import type { ReactNode } from "react";

// The site's input and error styles (components/ui/field), a size smaller for the back office.
export const inputClass = `${baseInputClass} text-sm`;

/** A titled group of fields inside the product dialog. */
export function FieldGroup({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      {hint ? <p className="-mt-1 mb-3 text-xs text-ink-muted">{hint}</p> : null}
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}
