"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ACCOUNT_COPY } from "@/content/account";
import { deleteAccountAction } from "@/components/account/actions";
import { ServerError, SubmitButton, TextField, useFinish } from "@/components/auth/form-parts";
import { toast } from "@/components/ui/toast";
import { deleteAccountSchema, type DeleteAccountInput } from "@/lib/validations/auth";

const copy = ACCOUNT_COPY.data;

/** PIPEDA: the patient's own data to take away, and the account to delete. */
export function DataSection({ canDelete }: { canDelete: boolean }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="data-heading" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="data-heading" className="text-lg font-semibold">{copy.heading}</h2>
      <p className="mt-2 text-sm text-ink-muted">{copy.intro}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* A plain link: the file downloads without JavaScript too. */}
        <a href="/brampton/account/data" download className="rounded-full border border-line px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          {copy.download}
        </a>
        {canDelete && !confirming ? (
          <button type="button" onClick={() => setConfirming(true)}
            className="rounded-full border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40">
            {copy.delete}
          </button>
        ) : null}
      </div>
      {canDelete && confirming ? <DeleteForm onCancel={() => setConfirming(false)} /> : null}
    </section>
  );
}

function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const router = useRouter();
  const { serverError, fail } = useFinish();
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await deleteAccountAction(input);
      if (!result.ok) return fail(result.error);
      toast.success(copy.deleted);
      router.replace("/");
      router.refresh();
    } catch {
      fail();
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4 rounded-xl border border-red-200 p-4 dark:border-red-900" aria-label={copy.delete}>
      <p className="text-sm">{copy.confirmIntro}</p>
      <ServerError message={serverError} />
      <TextField id="delete-password" label={copy.password} type="password" autoComplete="current-password"
        error={errors.password} disabled={isSubmitting} registration={form.register("password")} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={isSubmitting} label={copy.confirm} pendingLabel={copy.deleting} full={false} />
        <button type="button" onClick={onCancel} disabled={isSubmitting} className="rounded-full border border-line px-5 py-3 font-medium hover:bg-surface-muted">
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
