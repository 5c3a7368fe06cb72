"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { ACCOUNT_COPY } from "@/content/account";
import { updateProfileAction } from "@/components/account/actions";
import { HowHeardField, ServerError, SubmitButton, TextField, useFinish } from "@/components/auth/form-parts";
import { useReturnFocus } from "@/components/ui/return-focus";
import { toast } from "@/components/ui/toast";
import { profileSchema, type ProfileInput } from "@/lib/validations/auth";

export type ProfileValues = Required<ProfileInput>;

/** The profile as read (`details`, rendered on the server), and "Edit profile" turning it into the form. */
export function ProfileCard({ values, details }: { values: ProfileValues; details: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const { ref: editButton, arm } = useReturnFocus<HTMLButtonElement>();
  const close = () => {
    arm();
    setEditing(false);
  };
  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl border border-line bg-surface p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="profile-heading" className="text-lg font-semibold">{ACCOUNT_COPY.profile.heading}</h2>
        {editing ? null : (
          <button ref={editButton} type="button" onClick={() => setEditing(true)}
            className="rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-muted">
            {ACCOUNT_COPY.profile.edit}
          </button>
        )}
      </div>
      {editing ? <ProfileForm values={values} onDone={close} /> : details}
    </section>
  );
}

function ProfileForm({ values, onDone }: { values: ProfileValues; onDone: () => void }) {
  const router = useRouter();
  const { serverError, fail } = useFinish();
  const form = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: values });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await updateProfileAction(input);
      if (!result.ok) return fail(result.error);
      toast.success(ACCOUNT_COPY.profile.saved);
      onDone();
      router.refresh();
    } catch {
      fail();
    }
  });

  const text = (name: keyof ProfileInput, label: string, type: string, autoComplete: string, optional = false) => (
    <TextField id={`profile-${name}`} label={label} type={type} autoComplete={autoComplete} optional={optional}
      error={errors[name]} disabled={isSubmitting} registration={form.register(name)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={ACCOUNT_COPY.profile.edit}>
      <ServerError message={serverError} />
      {text("firstName", "First name", "text", "given-name")}
      {text("lastName", "Last name", "text", "family-name")}
      {text("phoneNumber", "Phone number", "tel", "tel", true)}
      {text("address", "Address", "text", "street-address", true)}
      <HowHeardField id="profile-howDidYouHear" error={errors.howDidYouHear} disabled={isSubmitting} registration={form.register("howDidYouHear")} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={isSubmitting} label={ACCOUNT_COPY.profile.save} pendingLabel={ACCOUNT_COPY.profile.saving} full={false} />
        <button type="button" onClick={onDone} disabled={isSubmitting}
          className="rounded-full border border-line px-5 py-3 font-medium hover:bg-surface-muted">
          {ACCOUNT_COPY.profile.cancel}
        </button>
      </div>
    </form>
  );
}
