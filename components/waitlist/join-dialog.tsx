"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { BRAND } from "@/content/brand";
import { SERVICE_KEYS, SERVICE_TYPES } from "@/content/schedule";
import type { BookingTeam } from "@/lib/schedule/team";
import { EITHER_CLINIC, todayInToronto } from "@/lib/validations/booking-choices";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";
import type { WaitlistInput } from "@/lib/validations/waitlist";
import { joinWaitlistAction } from "./actions";
import { TimesFieldset } from "./times-fieldset";

type Props = { team: BookingTeam; start: Partial<WaitlistInput>; onClose: () => void };

/**
 * "Join the waitlist": what the patient wants (service, clinic or either, optometrist or any,
 * language, a date range, times of day) and who they are, filled from the booking form so far.
 */
export function JoinWaitlistDialog({ team, start, onClose }: Props) {
  const t = useTranslations("waitlist");
  const bt = useTranslations("booking");
  const locale = useLocale();
  const [schema] = useState(() =>
    lazyZodResolver(() => import("@/lib/validations/waitlist").then((m) => m.makeWaitlistSchema({ error: (k, v) => t(`errors.${k}`, v), field: (k) => t(`fields.${k}`) }))),
  );
  const [joined, setJoined] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<WaitlistInput>({
    resolver: schema.resolver,
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", dateOfBirth: "", serviceType: "" as never, location: EITHER_CLINIC, optometrist: "", language: "", earliest: todayInToronto(), latest: "", times: [], textAppointments: true, ...start },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await joinWaitlistAction({ ...values, locale: locale as never }).catch(() => ({ ok: false as const, error: t("errors.failed", { phone: BRAND.phone }) }));
    if (!result.ok) return setError(result.error);
    setError(null);
    setJoined(true);
  });
  const a11y = (name: FieldPath<WaitlistInput>, message?: string) => ({ id: `wl-${name}`, "aria-invalid": !!message, "aria-describedby": message ? `wl-${name}-error` : undefined });
  const field = (name: FieldPath<WaitlistInput>, label: string, control: ReactNode, message?: string) => (
    <Field id={`wl-${name}`} label={label} error={message}>{control}</Field>
  );

  return (
    <Modal open onOpenChange={(o) => (o ? null : onClose())} title={joined ? t("joined") : t("title")} description={joined ? t("joinedBody") : t("intro")} size="md" closeLabel={t("close")}>
      {joined ? (
        <div className="flex justify-end px-5 py-5 sm:px-6">
          <button type="button" onClick={onClose} className={buttonClass("primary", "md")}>{t("close")}</button>
        </div>
      ) : (
        <form onSubmit={onSubmit} onFocus={schema.preload} noValidate className="grid gap-4 overflow-y-auto px-5 py-5 sm:grid-cols-2 sm:px-6">
          {error ? <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">{error}</p> : null}
          {field("serviceType", t("fields.serviceType"), (
            <select {...a11y("serviceType", errors.serviceType?.message)} className={inputClass} {...register("serviceType")}>
              <option value="">{bt("selectService")}</option>
              {SERVICE_TYPES.map((s) => <option key={s} value={s}>{bt(`services.${SERVICE_KEYS[s]}`)}</option>)}
            </select>
          ), errors.serviceType?.message)}
          {field("location", t("fields.location"), (
            <select {...a11y("location", errors.location?.message)} className={inputClass} {...register("location")}>
              <option value={EITHER_CLINIC}>{t("eitherClinic")}</option>
              {team.clinics.map((c) => <option key={c.id} value={c.id}>{bt("clinicChoice", { clinic: c.shortName })}</option>)}
            </select>
          ), errors.location?.message)}
          {field("optometrist", t("fields.optometrist"), (
            <select {...a11y("optometrist", errors.optometrist?.message)} className={inputClass} {...register("optometrist")}>
              <option value="">{t("anyOptometrist")}</option>
              {team.optometrists.map((o) => <option key={o.id} value={o.id}>{o.title}</option>)}
            </select>
          ), errors.optometrist?.message)}
          {field("language", t("fields.language"), (
            <select {...a11y("language", errors.language?.message)} className={inputClass} {...register("language")}>
              <option value="">{t("anyLanguage")}</option>
              {team.languages.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
            </select>
          ), errors.language?.message)}
          {field("earliest", t("fields.earliest"), <input type="date" {...a11y("earliest", errors.earliest?.message)} className={inputClass} {...register("earliest")} />, errors.earliest?.message)}
          {field("latest", t("fields.latest"), <input type="date" {...a11y("latest", errors.latest?.message)} className={inputClass} {...register("latest")} />, errors.latest?.message)}
          <TimesFieldset id={"wl-times"} field={register("times")} />
          {field("firstName", t("fields.firstName"), <input autoComplete="given-name" {...a11y("firstName", errors.firstName?.message)} className={inputClass} {...register("firstName")} />, errors.firstName?.message)}
          {field("lastName", t("fields.lastName"), <input autoComplete="family-name" {...a11y("lastName", errors.lastName?.message)} className={inputClass} {...register("lastName")} />, errors.lastName?.message)}
          {field("email", t("fields.email"), <input type="email" autoComplete="email" {...a11y("email", errors.email?.message)} className={inputClass} {...register("email")} />, errors.email?.message)}
          {field("phone", t("fields.phone"), <input type="tel" autoComplete="tel" {...a11y("phone", errors.phone?.message)} className={inputClass} {...register("phone")} />, errors.phone?.message)}
          <div className="flex items-start gap-3 sm:col-span-2">
            <input id="wl-textAppointments" type="checkbox" aria-describedby="wl-textAppointments-hint" className="mt-1 size-4 shrink-0 accent-brand-600" {...register("textAppointments")} />
            <div>
              <label htmlFor="wl-textAppointments" className="text-sm font-medium text-ink">{bt("textAppointments")}</label>
              <p id="wl-textAppointments-hint" className="text-xs text-ink-muted">{t("textHint")}</p>
            </div>
          </div>
          <div className="flex justify-end gap-3 sm:col-span-2">
            <button type="button" onClick={onClose} className={buttonClass("outline", "md")}>{t("cancel")}</button>
            <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>{isSubmitting ? t("submitting") : t("submit")}</button>
          </div>
        </form>
      )}
    </Modal>
  );
}
