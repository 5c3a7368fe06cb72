"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ROLE_LABELS, STAFF_COPY as C } from "@/content/staff";
import { STAFF_ROLES } from "@/lib/auth/permissions";
import { inviteStaffSchema, type InviteStaffData, type InviteStaffInput } from "@/lib/validations/staff";
import { inviteStaffAction } from "./actions";

export type RecordOption = { id: string; label: string; linked: boolean };

/** "Invite staff member": opens the form in place; the link goes out by e-mail. */
export function InviteStaff({ records }: { records: RecordOption[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<InviteStaffInput, unknown, InviteStaffData>({ resolver: zodResolver(inviteStaffSchema), defaultValues: { email: "", role: "front_desk", staffId: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    const result = await inviteStaffAction(values).catch(() => ({ ok: false as const, error: C.errors.failed }));
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    toast.success(C.invited(values.email.trim().toLowerCase()));
    form.reset();
    setOpen(false);
    router.refresh();
  });

  return (
    <div className="mt-6">
      <button type="button" aria-expanded={open} aria-controls="invite-staff" className={buttonClass("primary", "md")} onClick={() => setOpen((o) => !o)}>
        {C.invite}
      </button>
      <form id="invite-staff" hidden={!open} onSubmit={onSubmit} noValidate aria-label={C.invite} className="mt-4 grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-3">
        {error ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-3 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <Field id="invite-email" label={C.email} error={errors.email?.message}>
          <input id="invite-email" type="email" autoComplete="off" className={inputClass} aria-invalid={!!errors.email} aria-describedby={errors.email ? "invite-email-error" : undefined} {...form.register("email")} />
        </Field>
        <Field id="invite-role" label={C.role} error={errors.role?.message}>
          <select id="invite-role" className={inputClass} {...form.register("role")}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>{ROLE_LABELS[r]}</option>
            ))}
          </select>
        </Field>
        <Field id="invite-record" label={C.staffRecord} error={errors.staffId?.message} optional>
          <select id="invite-record" className={inputClass} {...form.register("staffId")}>
            <option value="">{C.noRecord}</option>
            {records.map((r) => (
              <option key={r.id} value={r.id} disabled={r.linked}>{r.label}</option>
            ))}
          </select>
        </Field>
        <div className="flex flex-wrap gap-3 sm:col-span-3">
          <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>
            {isSubmitting ? C.sending : C.send}
          </button>
          <button type="button" className={buttonClass("outline", "md")} onClick={() => setOpen(false)}>
            {C.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
