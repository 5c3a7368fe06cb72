"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { FieldError, inputClass } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import { INSURANCE_PLANS } from "@/content/insurance-plans";
import type { IntakeField, IntakeSection } from "@/content/intake";

const checkClass = "mt-0.5 size-5 shrink-0 rounded border-line text-brand-600 focus:ring-2 focus:ring-brand-500/40";

/** One question of a section, as the field's data says (text, choices, a box to tick), its error announced. */
export function FieldControl({ section, field, privacyHref }: { section: IntakeSection; field: IntakeField; privacyHref: string }) {
  const t = useTranslations("intake");
  const { register, formState } = useFormContext<Record<string, unknown>>();
  const id = `intake-${field.name}`;
  const error = formState.errors[field.name]?.message as string | undefined;
  const label = section === "consent" && field.kind === "checkbox" ? t(`consent.${field.name}` as never) : t(`fields.${section}.${field.name}` as never);
  const hint = field.hint ? t(`hints.${field.name}` as never) : null;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const a11y = { "aria-invalid": !!error, "aria-describedby": described };
  const optionLabel = (code: string) => (code === "yes" || code === "no" ? t(code) : t(`options.${code}` as never));
  const hintLine = hint ? <p id={`${id}-hint`} className="text-sm text-ink-muted">{hint}</p> : null;

  if (field.kind === "radio" || field.kind === "checks") {
    return (
      <fieldset className="space-y-2" aria-describedby={described} aria-invalid={!!error || undefined}>
        <legend className="text-sm font-medium text-ink">{label}</legend>
        {field.kind === "checks" ? <p className="text-sm text-ink-muted">{t("chooseAll")}</p> : null}
        {hintLine}
        <div className={field.options!.length > 4 ? "grid gap-2 sm:grid-cols-2" : "flex flex-wrap gap-x-6 gap-y-2"}>
          {field.options!.map((code) => (
            <label key={code} className="flex items-start gap-2.5 text-ink">
              <input type={field.kind === "radio" ? "radio" : "checkbox"} value={code} className={checkClass} {...register(field.name)} />
              <span>{optionLabel(code)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </fieldset>
    );
  }
  if (field.kind === "checkbox") {
    return (
      <div className="space-y-1.5">
        <label htmlFor={id} className="flex items-start gap-2.5 font-medium text-ink">
          <input id={id} type="checkbox" className={checkClass} {...a11y} {...register(field.name)} />
          <span>{label}</span>
        </label>
        {field.name === "privacy" ? (
          <p className="pl-7.5 text-sm"><Link href={privacyHref} target="_blank" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">{t("consent.privacyLink")}</Link></p>
        ) : null}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {field.optional ? <span className="ml-1 font-normal text-ink-muted">({t("optional")})</span> : null}
      </label>
      {hintLine}
      {field.kind === "textarea" ? (
        <textarea id={id} rows={field.name === "medications" ? 5 : 3} className={inputClass} {...a11y} {...register(field.name)} />
      ) : field.kind === "select" ? (
        <select id={id} className={inputClass} {...a11y} {...register(field.name)}>
          <option value="">{t("none")}</option>
          {INSURANCE_PLANS.map((p) => <option key={p} value={p}>{p}</option>)}
        </select>
      ) : (
        <input
          id={id}
          type={field.kind}
          inputMode={field.numeric ? "numeric" : undefined}
          autoComplete={field.autoComplete ?? "off"}
          className={inputClass}
          {...a11y}
          {...register(field.name)}
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
