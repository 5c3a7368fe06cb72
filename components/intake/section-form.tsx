"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { emptyAnswers, fieldShown, INTAKE_FIELDS, URGENT_REASONS, type IntakeSection } from "@/content/intake";
import type { Locale } from "@/content/i18n/locales";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";
import { saveSectionAction } from "./actions";
import { FieldControl } from "./field-control";

type Props = {
  token: string;
  locale: Locale;
  section: IntakeSection;
  initial: Record<string, unknown> | undefined;
  /** Last time's answers, not yet confirmed: the section asks "Is this still correct?". */
  carried: boolean;
  clinic: { name: string; phone: string };
  privacyHref: string;
  onSaved: (result: { status: string; cardExpired: boolean }) => void;
};

/** One section on its own screen: its questions, "Save and continue" (or "Yes, still correct"), the server's answer. */
export function SectionForm({ token, locale, section, initial, carried, clinic, privacyHref, onSaved }: Props) {
  const t = useTranslations("intake");
  const [resolver] = useState(() =>
    lazyZodResolver(() =>
      import("@/lib/validations/intake").then((m) =>
        m.makeIntakeSchemas({ errors: (k, v) => t(`errors.${k}`, v), field: (s, n) => t(`fields.${s}.${n}` as never) })[section] as never,
      ),
    ),
  );
  const form = useForm<Record<string, unknown>>({ resolver: resolver.resolver as never, defaultValues: { ...emptyAnswers(section), ...initial } });
  const [error, setError] = useState<string | null>(null);
  const values = useWatch({ control: form.control }) as Record<string, unknown>;
  const fields = INTAKE_FIELDS[section];
  const urgent = section === "reasons" && ((values.reasons as string[] | undefined) ?? []).some((r) => (URGENT_REASONS as readonly string[]).includes(r));

  const onSubmit = form.handleSubmit(async (answers) => {
    // A question that is not shown keeps no answer (a lens type for someone without lenses).
    const sent = Object.fromEntries(Object.entries(answers).map(([k, v]) => {
      const f = fields.find((x) => x.name === k);
      return [k, f && !fieldShown(f, answers) ? emptyAnswers(section)[k] : v];
    }));
    const result = await saveSectionAction({ token, section, answers: sent, locale }).catch(() => ({ ok: false as const, error: t("failed"), fields: undefined }));
    if (!result.ok) {
      setError(result.error);
      for (const [name, message] of Object.entries(result.fields ?? {})) if (name) form.setError(name, { message });
      return;
    }
    setError(null);
    onSaved(result);
  });
  const last = section === "consent";
  const busy = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-6">
        {carried ? (
          <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950/40 dark:text-brand-100">
            <p className="font-semibold">{t("stillCorrect")}</p>
            <p className="mt-1">{t("stillCorrectHint")}</p>
          </div>
        ) : null}
        {error ? <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">{error}</p> : null}
        {fields.filter((f) => fieldShown(f, values)).map((f) => (
          <div key={f.name}>
            {f.name === "healthNumber" || f.name === "insurer" ? (
              f.name === "insurer" ? <h3 className="mb-3 text-base font-semibold text-ink">{t("fields.insurance.privateTitle")}</h3> : null
            ) : null}
            <FieldControl section={section} field={f} privacyHref={privacyHref} />
            {f.name === "reasons" && urgent ? (
              <div role="alert" className="mt-4 rounded-lg border-2 border-red-600 bg-red-50 px-4 py-3 text-red-900 dark:border-red-500 dark:bg-red-950/60 dark:text-red-100">
                <p className="text-lg font-bold">{t("urgentTitle")}</p>
                <p className="mt-1">{t("urgent", { clinic: clinic.name, phone: clinic.phone })}</p>
                <a href={`tel:${clinic.phone.replace(/[^\d+]/g, "")}`} className={`${buttonClass("primary", "md")} mt-3`}>{clinic.phone}</a>
              </div>
            ) : null}
          </div>
        ))}
        <div className="flex flex-wrap gap-3 border-t border-line pt-5">
          <button type="submit" disabled={busy} className={buttonClass("primary", "lg")}>
            {busy ? (last ? t("sending") : t("saving")) : carried ? t("yesStill") : last ? t("send") : t("save")}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
