"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ACCOUNT_COPY } from "@/content/account";
import { signInAction } from "@/components/auth/actions";
import { Link } from "@/components/ui/link";
import { signInSchema, type SignInInput } from "@/lib/validations/auth";
import { ServerError, SubmitButton, TextField, useFinish } from "./form-parts";

export function SignInForm({ next }: { next?: string }) {
  const { serverError, finish, fail } = useFinish();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      finish(await signInAction(values, next), "Welcome back!");
    } catch {
      fail();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <ServerError message={serverError} />
      <TextField id="signin-email" label="Email" type="email" autoComplete="email" error={errors.email} disabled={isSubmitting} registration={form.register("email")} />
      <TextField id="signin-password" label="Password" type="password" autoComplete="current-password" error={errors.password} disabled={isSubmitting} registration={form.register("password")} />
      <p className="-mt-1 text-right text-sm">
        <Link href="/brampton/auth/forgot" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
          {ACCOUNT_COPY.forgot.link}
        </Link>
      </p>
      <SubmitButton pending={isSubmitting} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
