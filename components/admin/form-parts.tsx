import type { ReactNode } from "react";

export const inputClass =
  "w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted/70 aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400";

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

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
