"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ACCOUNT_COPY } from "@/content/account";
import { changePasswordAction } from "@/components/account/actions";
import { Notice, ServerError, SubmitButton, TextField, useFinish } from "@/components/auth/form-parts";
import { toast } from "@/components/ui/toast";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/validations/auth";

export function PasswordForm() {
  const { serverError, setServerError, fail } = useFinish();
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: "", newPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setDone(false);
    try {
      const result = await changePasswordAction(input);
      if (!result.ok) return fail(result.error);
      setServerError(null);
      setDone(true);
      toast.success(ACCOUNT_COPY.password.changed);
      form.reset();
    } catch {
      fail();
    }
  });

  return (
    <section aria-labelledby="password-heading" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="password-heading" className="text-lg font-semibold">{ACCOUNT_COPY.password.heading}</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <ServerError message={serverError} />
        {done ? <Notice>{ACCOUNT_COPY.password.changed}</Notice> : null}
        <TextField id="password-current" label={ACCOUNT_COPY.password.current} type="password" autoComplete="current-password"
          error={errors.currentPassword} disabled={isSubmitting} registration={form.register("currentPassword")} />
        <TextField id="password-new" label={ACCOUNT_COPY.password.next} type="password" autoComplete="new-password"
          error={errors.newPassword} disabled={isSubmitting} registration={form.register("newPassword")} />
        <SubmitButton pending={isSubmitting} label={ACCOUNT_COPY.password.submit} pendingLabel={ACCOUNT_COPY.password.pending} full={false} />
      </form>
    </section>
  );
}
