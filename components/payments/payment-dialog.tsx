"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { PAYMENT_COPY as C, PAYMENT_ERRORS as E, PAYMENT_METHODS, type PaymentMethod } from "@/content/payments";
import type { IssueResult } from "@/lib/receipts/issue";
import type { $ZodType } from "zod/v4/core";

/**
 * The frame shared by "Record payment", "Record refund" and "Mark seen": a dialog whose form is
 * checked with the action's own schema, then sent; the action's refusal is shown in the dialog
 * (and nothing is written), success closes it with the receipt's number.
 */
export function PaymentDialog<V extends FieldValues>({
  trigger,
  triggerLabel,
  triggerVariant = "primary",
  title,
  description,
  schema,
  defaults,
  send,
  done,
  children,
}: {
  trigger: string;
  triggerLabel?: string;
  /** A refund is the rarer, weightier act: it does not take the primary look. */
  triggerVariant?: "primary" | "outline";
  title: string;
  description?: string;
  schema: $ZodType<unknown, V>;
  defaults: V;
  send: (values: V) => Promise<IssueResult>;
  done: (number: string) => string;
  children: (form: UseFormReturn<V>) => ReactNode;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<V>({ resolver: zodResolver(schema as never) as never, defaultValues: defaults as never });
  const { handleSubmit, reset, formState } = form;
  // Each opening starts from the defaults (the balance as it stands now), with no old error.
  const openDialog = () => {
    reset(defaults as never);
    setError(null);
    setOpen(true);
  };

  const submit = handleSubmit(async () => {
    setError(null);
    const result = await send(form.getValues()).catch((): IssueResult => ({ ok: false, error: E.failed }));
    if (!result.ok) return setError(result.error);
    setOpen(false);
    toast.success(done(result.number));
    router.refresh();
  });

  return (
    <>
      <button type="button" onClick={openDialog} aria-label={triggerLabel} className={buttonClass(triggerVariant, "sm")}>
        {trigger}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={title} description={description} size="sm">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <div className="space-y-4 overflow-y-auto px-5 py-4 sm:px-6">
            {children(form)}
            {error ? <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300">{error}</p> : null}
          </div>
          <div className="flex justify-end gap-2 border-t border-line px-5 py-4 sm:px-6">
            <button type="button" onClick={() => setOpen(false)} className={buttonClass("outline", "sm")}>{C.cancel}</button>
            <button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined} className={buttonClass("primary", "sm")}>
              {formState.isSubmitting ? C.saving : C.save}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

/** One labelled input of a payment form, wired to its error. */
export function FormInput<V extends FieldValues>({ form, name, id, label, ...props }: { form: UseFormReturn<V>; name: Path<V>; id: string; label: string } & Omit<React.ComponentProps<"input">, "form" | "name" | "id">) {
  const message = form.formState.errors[name]?.message as string | undefined;
  return (
    <Field id={id} label={label} error={message}>
      <input id={id} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} className={inputClass} {...props} {...form.register(name)} />
    </Field>
  );
}

/** The "Method" select over the methods a form allows. */
export function MethodSelect<V extends FieldValues>({ form, id, methods }: { form: UseFormReturn<V>; id: string; methods: readonly PaymentMethod[] }) {
  const message = form.formState.errors["method" as Path<V>]?.message as string | undefined;
  return (
    <Field id={id} label={C.method} error={message}>
      <select id={id} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} className={inputClass} {...form.register("method" as Path<V>)}>
        {methods.map((m) => <option key={m} value={m}>{PAYMENT_METHODS[m]}</option>)}
      </select>
    </Field>
  );
}
