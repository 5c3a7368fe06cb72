"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ACCOUNT_COPY } from "@/content/account";
import { forgotPasswordAction } from "@/components/auth/actions";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@/lib/validations/auth";
import { Notice, ServerError, SubmitButton, TextField, useFinish } from "./form-parts";

export function ForgotPasswordForm() {
  const { serverError, setServerError, fail } = useFinish();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await forgotPasswordAction(values);
      if (!result.ok) return fail(result.error);
      setServerError(null);
      setSent(result.message);
    } catch {
      fail();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ServerError message={serverError} />
      {sent ? <Notice>{sent}</Notice> : null}
      <TextField id="forgot-email" label="Email" type="email" autoComplete="email" error={errors.email} disabled={isSubmitting} registration={form.register("email")} />
      <SubmitButton pending={isSubmitting} label={ACCOUNT_COPY.forgot.submit} pendingLabel={ACCOUNT_COPY.forgot.pending} />
    </form>
  );
}
