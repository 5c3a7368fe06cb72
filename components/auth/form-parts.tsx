"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FieldError as HookFieldError, UseFormRegisterReturn } from "react-hook-form";
import { ACCOUNT_COPY } from "@/content/account";
import { Field, inputClass } from "@/components/ui/field";
import { HOW_DID_YOU_HEAR, HOW_DID_YOU_HEAR_LABELS } from "@/lib/validations/auth";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";

/** The auth and account forms' shared ending: an error in the form and a toast, or onwards. */
export function useFinish() {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  function finish(result: { ok: true; redirectTo: string } | { ok: false; error: string }, welcome: string) {
    if (!result.ok) return fail(result.error);
    setServerError(null);
    toast.success(welcome);
    router.replace(result.redirectTo);
    router.refresh();
  }
  function fail(message: string = ACCOUNT_COPY.unexpected) {
    setServerError(message);
    toast.error(message);
  }
  return { serverError, setServerError, finish, fail };
}

export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">
      {message}
    </p>
  );
}

export function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950/50 dark:text-brand-100">
      {children}
    </p>
  );
}

export function SubmitButton({ pending, label, pendingLabel, full = true }: { pending: boolean; label: string; pendingLabel: string; full?: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`${full ? "w-full" : ""} inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-3 font-semibold text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70`}
    >
      {pending ? <Spinner className="size-4" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}

/** A labelled input wired to react-hook-form, its error read out with it. */
export function TextField(props: {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
  error?: HookFieldError;
  optional?: boolean;
  disabled?: boolean;
  registration: UseFormRegisterReturn;
}) {
  const { id, label, type, autoComplete, error, optional, disabled, registration } = props;
  return (
    <Field id={id} label={label} error={error?.message} optional={optional}>
      <input id={id} type={type} autoComplete={autoComplete} className={inputClass}
        aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled} {...registration} />
    </Field>
  );
}

/** The sign-up form's optional "How did you hear about us?", also on the account's profile form. */
export function HowHeardField({ id, error, disabled, registration }: { id: string; error?: HookFieldError; disabled?: boolean; registration: UseFormRegisterReturn }) {
  return (
    <Field id={id} label="How did you hear about us?" optional error={error?.message}>
      <select id={id} className={inputClass} disabled={disabled} {...registration}>
        <option value="">Select an option</option>
        {HOW_DID_YOU_HEAR.map((v) => (
          <option key={v} value={v}>
            {HOW_DID_YOU_HEAR_LABELS[v]}
          </option>
        ))}
      </select>
    </Field>
  );
}
