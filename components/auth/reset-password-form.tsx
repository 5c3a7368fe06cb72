"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ACCOUNT_COPY } from "@/content/account";
import { resetPasswordAction } from "@/components/auth/actions";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/validations/auth";
import { ServerError, SubmitButton, TextField, useFinish } from "./form-parts";

/** The reset link's form; `token` is the link's (empty in hosted mode, where the session carries it). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { serverError, finish, fail } = useFinish();
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      finish(await resetPasswordAction(values), ACCOUNT_COPY.reset.done);
    } catch {
      fail();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ServerError message={serverError} />
      <input type="hidden" {...form.register("token")} />
      <TextField id="reset-password" label={ACCOUNT_COPY.reset.label} type="password" autoComplete="new-password" error={errors.password} disabled={isSubmitting} registration={form.register("password")} />
      <SubmitButton pending={isSubmitting} label={ACCOUNT_COPY.reset.submit} pendingLabel={ACCOUNT_COPY.reset.pending} />
    </form>
  );
}
