"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { Notice, ServerError, SubmitButton, TextField, useFinish } from "@/components/auth/form-parts";
import { toast } from "@/components/ui/toast";
import { TEXTS_COPY } from "@/content/texts";
import { formatPhone, toE164 } from "@/lib/sms/phone";
import type { TextConsent } from "@/lib/sms/consent";
import { textConsentSchema, type TextConsentInput } from "@/lib/validations/texts";
import { saveOwnTextConsentAction, savePatientTextConsentAction } from "./actions";

const C = TEXTS_COPY.consent;

/**
 * "Texts": the mobile number and the two boxes, on the account (no `patientId`) or, for the front
 * desk, on a patient's page. A number that replied STOP, or is not a mobile, says so above the form.
 */
export function TextConsentForm({ consent, patientId }: { consent: TextConsent; patientId?: string }) {
  const { serverError, setServerError, fail } = useFinish();
  const form = useForm<TextConsentInput>({
    resolver: zodResolver(textConsentSchema),
    defaultValues: { ...(patientId ? { patientId } : {}), mobile: consent.mobile ? formatPhone(consent.mobile) : "", appointments: consent.appointments, recall: consent.recall },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: "mobile" }) ?? "";
  const number = toE164(typed);
  const id = patientId ? "patient-texts" : "account-texts";

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await (patientId ? savePatientTextConsentAction(input) : saveOwnTextConsentAction(input));
      if (!result.ok) {
        if (result.field) return void form.setError(result.field, { message: result.error });
        return fail(result.error);
      }
      setServerError(null);
      form.reset(input);
      toast.success(C.saved);
    } catch {
      fail(C.failed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ServerError message={serverError} />
      {consent.stopped ? <Notice>{C.stopped}</Notice> : null}
      {consent.cannotReceive ? <Notice>{C.cannotReceive}</Notice> : null}
      <TextField id={`${id}-mobile`} label={C.mobile} type="tel" autoComplete="tel" optional error={errors.mobile} disabled={isSubmitting} registration={form.register("mobile")} />
      <p className="-mt-2 text-xs text-ink-muted">{C.mobileHint}</p>
      <Box id={`${id}-appointments`} label={C.appointments}
        hint={number ? C.appointmentsHint(formatPhone(number)) : C.appointmentsNoNumber} disabled={isSubmitting} registration={form.register("appointments")} />
      <Box id={`${id}-recall`} label={C.recall} hint={patientId ? C.staffHint : C.recallHint}
        disabled={isSubmitting} registration={form.register("recall")} />
      {patientId ? null : <p className="text-xs text-ink-muted">{C.accountHint}</p>}
      <SubmitButton pending={isSubmitting} label={C.save} pendingLabel={C.saving} full={false} />
    </form>
  );
}

function Box({ id, label, hint, disabled, registration }: { id: string; label: string; hint: string; disabled: boolean; registration: UseFormRegisterReturn }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" aria-describedby={`${id}-hint`} disabled={disabled} className="mt-0.5 size-5 shrink-0 accent-brand-600" {...registration} />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-ink">{label}</label>
        <p id={`${id}-hint`} className="text-ink-muted">{hint}</p>
      </div>
    </div>
  );
}
