import type { ReactNode } from "react";

/** A labelled form row with its error, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional ? <span className="ml-1 font-normal text-ink-muted">(optional)</span> : null}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

// min-w-0: date and time fields have a wide built-in minimum that would otherwise widen a phone's page.
export const inputClass =
  "block w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2.5 text-ink placeholder:text-ink-muted/70 " +
  "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 " +
  "aria-[invalid=true]:border-red-500";

/** A field's error, announced; referenced from the input's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600 dark:text-red-400">
      {message}
    </p>
  );
}
