"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { contactAction } from "@/components/contact/actions";
import { inputClass } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";
import type { ContactInput } from "@/lib/validations/contact";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";

const EMPTY: ContactInput = { fullName: "", email: "", phone: "", subject: "", message: "" };

export function ContactForm() {
  const t = useTranslations("contact");
  const locale = useLocale();
  // The contact schema, with zod, loads on the form's first focus (or first check), not with the page.
  const [contact] = useState(() =>
    lazyZodResolver(() =>
      import("@/lib/validations/contact").then((m) => m.makeContactSchema({ errors: (key, values) => t(`errors.${key}`, values), field: (key) => t(`fields.${key}`) })),
    ),
  );
  const { register, handleSubmit, reset, formState } = useForm<ContactInput>({ resolver: contact.resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await contactAction({ ...values, locale });
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(t("success"));
      reset(EMPTY);
    } catch {
      toast.error(t("error"));
    }
  });
  const field = (name: keyof ContactInput, type = "text", optional = false, autoComplete?: string) => (
    <div className="space-y-1.5">
      <label htmlFor={`ct-${name}`} className="block text-sm font-medium text-ink">
        {t(`fields.${name}`)} {optional ? <span className="font-normal text-ink-muted">{t("optional")}</span> : <span aria-hidden className="text-red-600">*</span>}
      </label>
      {name === "message" ? (
        <textarea id={`ct-${name}`} rows={5} aria-invalid={!!errors[name]} aria-describedby={errors[name] ? `ct-${name}-error` : undefined} className={inputClass} {...register(name)} />
      ) : (
        <input id={`ct-${name}`} type={type} autoComplete={autoComplete} aria-invalid={!!errors[name]} aria-describedby={errors[name] ? `ct-${name}-error` : undefined} className={inputClass} {...register(name)} />
      )}
      {errors[name]?.message ? <p id={`ct-${name}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">{errors[name]?.message}</p> : null}
    </div>
  );
  return (
    <form onSubmit={onSubmit} onFocus={contact.preload} noValidate aria-label={t("formLabel")}>
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        {field("fullName", "text", false, "name")}
        {field("email", "email", false, "email")}
        {field("phone", "tel", true, "tel")}
        {field("subject")}
        <div className="sm:col-span-2">{field("message")}</div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass("primary", "lg")}>
            {isSubmitting ? <Spinner className="size-4" /> : null}
            {isSubmitting ? t("sending") : t("send")}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
