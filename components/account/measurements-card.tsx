"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { clearFitAction, saveFitAction } from "@/components/account/actions";
import { ServerError, SubmitButton, useFinish } from "@/components/auth/form-parts";
import { Field, inputClass } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import { useReturnFocus } from "@/components/ui/return-focus";
import { toast } from "@/components/ui/toast";
import { ACCOUNT_EXTRAS_COPY } from "@/content/account-extras";
import { MEASUREMENT_LIMITS, fitToParam, type FitNumbers } from "@/lib/catalog/fit";
import { fitSchema, type FitInput } from "@/lib/validations/fit";

const copy = ACCOUNT_EXTRAS_COPY.measurements;
const KEYS = ["lens", "bridge", "temple"] as const;
const linkClass = "font-medium text-brand-700 underline dark:text-brand-300";
const smallButton = "rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-muted disabled:opacity-60";

/**
 * The numbers of the glasses the patient wears (52-18-140), saved from the shop's match form:
 * "Edit" with the match form's rules and messages (the same schema and save action), "Clear"
 * after a confirm step. Without JavaScript it still shows the numbers.
 */
export function MeasurementsCard({ fit }: { fit: FitNumbers | null }) {
  const [mode, setMode] = useState<"view" | "edit" | "clear">("view");
  const { ref: editButton, arm } = useReturnFocus<HTMLButtonElement>();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus goes back to what opened the step, or to the heading when that button is gone.
  const back = (to: "edit" | "heading") => {
    if (to === "edit") arm();
    setMode("view");
    if (to === "heading") requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <section aria-labelledby="measurements-heading" className="rounded-2xl border border-line bg-surface p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="measurements-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">{copy.heading}</h2>
        {fit && mode === "view" ? (
          <div className="flex gap-2">
            <button ref={editButton} type="button" onClick={() => setMode("edit")} aria-label={copy.editLabel} className={smallButton}>{copy.edit}</button>
            <button type="button" onClick={() => setMode("clear")} className={smallButton}>{copy.clear}</button>
          </div>
        ) : null}
      </div>
      {!fit ? (
        <p className="mt-4 text-sm text-ink-muted">
          {copy.emptyBefore}
          <Link href="/brampton/shop" className={linkClass}>{copy.emptyLink}</Link>
          {copy.emptyAfter}
        </p>
      ) : mode === "edit" ? (
        <FitForm fit={fit} onDone={() => back("edit")} />
      ) : (
        <>
          <FitNumbersList fit={fit} />
          {mode === "clear" ? <ClearStep onCancel={() => back("edit")} onCleared={() => back("heading")} /> : null}
        </>
      )}
    </section>
  );
}

function FitNumbersList({ fit }: { fit: FitNumbers }) {
  return (
    <div className="mt-4 space-y-3 text-sm">
      <p className="text-ink-muted">{copy.intro}</p>
      <p className="font-mono text-2xl font-semibold">{fitToParam(fit)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {KEYS.map((k) => (
          <div key={k} className="contents">
            <dt className="text-ink-muted">{copy[k]}</dt>
            <dd className="font-medium">{fit[k]} {copy.unit}</dd>
          </div>
        ))}
      </dl>
      <Link href={`/brampton/shop?fit=${fitToParam(fit)}`} className={linkClass}>{copy.framesThatFit}</Link>
    </div>
  );
}

function FitForm({ fit, onDone }: { fit: FitNumbers; onDone: () => void }) {
  const router = useRouter();
  const { serverError, fail } = useFinish();
  const form = useForm({
    resolver: zodResolver(fitSchema),
    defaultValues: { lens: String(fit.lens), bridge: String(fit.bridge), temple: String(fit.temple) } satisfies FitInput,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (numbers) => {
    try {
      const result = await saveFitAction(numbers);
      if (!result.ok) return fail(result.error);
      toast.success(copy.saved);
      onDone();
      router.refresh();
    } catch {
      fail();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={copy.editLabel}>
      <ServerError message={serverError} />
      {KEYS.map((k) => {
        const id = `measurements-${k}`;
        const error = errors[k]?.message;
        return (
          <Field key={k} id={id} label={`${copy[k]} (${copy.unit})`} error={error}>
            <input id={id} type="number" inputMode="numeric" step={1} min={MEASUREMENT_LIMITS[k].min} max={MEASUREMENT_LIMITS[k].max}
              className={inputClass} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined}
              disabled={isSubmitting} {...form.register(k)} />
          </Field>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={isSubmitting} label={copy.save} pendingLabel={copy.saving} full={false} />
        <button type="button" onClick={onDone} disabled={isSubmitting} className="rounded-full border border-line px-5 py-3 font-medium hover:bg-surface-muted">
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}

function ClearStep({ onCancel, onCleared }: { onCancel: () => void; onCleared: () => void }) {
  const router = useRouter();
  const { serverError, fail } = useFinish();
  const [pending, setPending] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  // The safe choice takes focus when the step opens, so Enter straight away keeps the numbers.
  useEffect(() => keep.current?.focus(), []);

  async function clear() {
    setPending(true);
    try {
      const result = await clearFitAction({});
      if (!result.ok) return fail(result.error);
      toast.success(copy.cleared);
      router.refresh();
      onCleared();
    } catch {
      fail();
    } finally {
      setPending(false);
    }
  }

  return (
    <div role="group" aria-labelledby="measurements-clear-question" className="mt-4 space-y-3 rounded-xl border border-red-200 p-4 dark:border-red-900">
      <p id="measurements-clear-question" className="text-sm">{copy.clearQuestion}</p>
      <ServerError message={serverError} />
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={clear} disabled={pending}
          className="rounded-full border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40">
          {pending ? copy.clearing : copy.clearConfirm}
        </button>
        <button ref={keep} type="button" onClick={onCancel} disabled={pending} className={smallButton}>{copy.keep}</button>
      </div>
    </div>
  );
}
