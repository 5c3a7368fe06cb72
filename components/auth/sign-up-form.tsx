"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ACCOUNT_COPY } from "@/content/account";
import { signUpAction } from "@/components/auth/actions";
import { signUpSchema, type SignUpInput } from "@/lib/validations/auth";
import { HowHeardField, Notice, ServerError, SubmitButton, TextField, useFinish } from "./form-parts";

export function SignUpForm({ next }: { next?: string }) {
  const { serverError, finish, fail } = useFinish();
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", phoneNumber: "", address: "", howDidYouHear: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await signUpAction(values, next);
      // Hosted with confirmation on: the account exists but nobody is signed in until the link is opened.
      if (result.ok && "checkInbox" in result) return setCheckInbox(result.checkInbox);
      finish(result, "Your account has been created.");
    } catch {
      fail();
    }
  });

  if (checkInbox) return <Notice>{ACCOUNT_COPY.confirm.checkInbox(checkInbox)}</Notice>;

  const text = (name: keyof SignUpInput, label: string, type: string, autoComplete: string, optional = false) => (
    <TextField id={`signup-${name}`} label={label} type={type} autoComplete={autoComplete} optional={optional}
      error={errors[name]} disabled={isSubmitting} registration={form.register(name)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      <ServerError message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "First name", "text", "given-name")}
        {text("lastName", "Last name", "text", "family-name")}
      </div>
      {text("email", "Email", "email", "email")}
      {text("password", "Password", "password", "new-password")}
      {text("phoneNumber", "Phone number", "tel", "tel", true)}
      {text("address", "Address", "text", "street-address", true)}
      <HowHeardField id="signup-howDidYouHear" error={errors.howDidYouHear} disabled={isSubmitting} registration={form.register("howDidYouHear")} />
      <SubmitButton pending={isSubmitting} label="Create Account" pendingLabel="Creating account..." />
    </form>
  );
}
