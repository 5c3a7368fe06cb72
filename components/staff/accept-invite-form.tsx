"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ServerError, SubmitButton, TextField, useFinish } from "@/components/auth/form-parts";
import { STAFF_COPY as C } from "@/content/staff";
import { acceptInviteSchema, type AcceptInviteInput } from "@/lib/validations/staff";
import { acceptInvitationAction } from "./actions";

/** The invitation link's form: a name and a password with the sign-up rules, then signed in. */
export function AcceptInviteForm({ token, welcome }: { token: string; welcome: string }) {
  const { serverError, finish, fail } = useFinish();
  const form = useForm<AcceptInviteInput>({ resolver: zodResolver(acceptInviteSchema), defaultValues: { token, firstName: "", lastName: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      finish(await acceptInvitationAction(values), welcome);
    } catch {
      fail();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ServerError message={serverError} />
      <input type="hidden" {...form.register("token")} />
      <TextField id="invite-first-name" label={C.accept.firstName} type="text" autoComplete="given-name" error={errors.firstName} disabled={isSubmitting} registration={form.register("firstName")} />
      <TextField id="invite-last-name" label={C.accept.lastName} type="text" autoComplete="family-name" error={errors.lastName} disabled={isSubmitting} registration={form.register("lastName")} />
      <TextField id="invite-password" label={C.accept.password} type="password" autoComplete="new-password" error={errors.password} disabled={isSubmitting} registration={form.register("password")} />
      <SubmitButton pending={isSubmitting} label={C.accept.submit} pendingLabel={C.sending} />
    </form>
  );
}
