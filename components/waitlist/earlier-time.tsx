"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { CalendarClock } from "@/components/ui/icons";
import { Modal } from "@/components/ui/modal";
import { BRAND } from "@/content/brand";
import type { BookingTeam } from "@/lib/schedule/team";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";
import type { EarlierTimeInput } from "@/lib/validations/waitlist";
import { askEarlierTimeAction } from "./actions";
import { TimesFieldset } from "./times-fieldset";

type Props = { token: string; bookingId: string; clinicName: string; optometrists: BookingTeam["optometrists"]; languages: BookingTeam["languages"]; asked: string | null };

/**
 * "Offer me an earlier time" on the manage page: the patient's choices (optometrist, language,
 * from which day, times of day) for an earlier time at the same clinic, up to the day before
 * their booking. Once asked, the line says so.
 */
export function EarlierTime({ token, bookingId, clinicName, optometrists, languages, asked }: Props) {
  const t = useTranslations("waitlist");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [latest, setLatest] = useState<string | null>(asked);
  const [error, setError] = useState<string | null>(null);
  const [schema] = useState(() =>
    lazyZodResolver(() => import("@/lib/validations/waitlist").then((m) => m.makeEarlierTimeSchema({ error: (k, v) => t(`errors.${k}`, v) }))),
  );
  const form = useForm<EarlierTimeInput>({
    resolver: schema.resolver,
    defaultValues: { token, bookingId, optometrist: "", language: "", earliest: todayInToronto(), times: [], locale: locale as never },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await askEarlierTimeAction(values).catch(() => ({ ok: false as const, error: t("errors.failed", { phone: BRAND.phone }) }));
    if (!result.ok) return setError(result.error);
    setError(null);
    setLatest(result.latest);
    setOpen(false);
  });

  if (latest) {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${latest}T12:00:00Z`));
    return (
      <p role="status" className="mt-3 text-sm text-ink-muted">
        {t("earlier.asked", { date: day })}
      </p>
    );
  }
  const a11y = (name: FieldPath<EarlierTimeInput>, message?: string) => ({ id: `et-${bookingId}-${name}`, "aria-invalid": !!message, "aria-describedby": message ? `et-${bookingId}-${name}-error` : undefined });
  const field = (name: FieldPath<EarlierTimeInput>, label: string, control: ReactNode, message?: string) => (
    <Field id={`et-${bookingId}-${name}`} label={label} error={message}>{control}</Field>
  );
  return (
    <>
      <button type="button" className={`${buttonClass("outline", "sm")} mt-3`} onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden className="size-4" /> {t("earlier.open")}
      </button>
      {open ? (
        <Modal open onOpenChange={(o) => (o ? null : setOpen(false))} title={t("earlier.title")} description={t("earlier.intro", { clinic: clinicName })} size="md" closeLabel={t("close")}>
          <form onSubmit={onSubmit} onFocus={schema.preload} noValidate className="grid gap-4 overflow-y-auto px-5 py-5 sm:grid-cols-2 sm:px-6">
            {error ? <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">{error}</p> : null}
            {field("optometrist", t("fields.optometrist"), (
              <select {...a11y("optometrist", errors.optometrist?.message)} className={inputClass} {...register("optometrist")}>
                <option value="">{t("anyOptometrist")}</option>
                {optometrists.map((o) => <option key={o.id} value={o.id}>{o.title}</option>)}
              </select>
            ), errors.optometrist?.message)}
            {field("language", t("fields.language"), (
              <select {...a11y("language", errors.language?.message)} className={inputClass} {...register("language")}>
                <option value="">{t("anyLanguage")}</option>
                {languages.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
              </select>
            ), errors.language?.message)}
            {field("earliest", t("fields.earliest"), <input type="date" {...a11y("earliest", errors.earliest?.message)} className={inputClass} {...register("earliest")} />, errors.earliest?.message)}
            <TimesFieldset id={`et-${bookingId}-times`} field={register("times")} />
            <div className="flex justify-end gap-3 sm:col-span-2">
              <button type="button" onClick={() => setOpen(false)} className={buttonClass("outline", "md")}>{t("cancel")}</button>
              <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>{isSubmitting ? t("submitting") : t("earlier.open")}</button>
            </div>
          </form>
        </Modal>
      ) : null}
    </>
  );
}
