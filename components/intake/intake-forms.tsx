"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { CheckCircle2 } from "@/components/ui/icons";
import { INTAKE_SECTIONS, type IntakeSection } from "@/content/intake";
import type { Locale } from "@/content/i18n/locales";
import type { OpenedForm } from "@/lib/intake/forms";
import { AnswersView } from "./answers-view";
import { SectionForm } from "./section-form";

type Props = { token: string; locale: Locale; form: OpenedForm; clinic: { name: string; phone: string }; privacyHref: string; visitLine: string };

const firstOpen = (form: OpenedForm) => INTAKE_SECTIONS.find((s) => !form.saved.includes(s)) ?? "consent";

/**
 * The forms, one section a screen. Each "Save and continue" is kept on the server, so the patient
 * can leave and carry on where they stopped on any device; once sent, they read what they sent.
 */
export function IntakeForms({ token, locale, form, clinic, privacyHref, visitLine }: Props) {
  const t = useTranslations("intake");
  const router = useRouter();
  const [section, setSection] = useState<IntakeSection>(() => firstOpen(form));
  const [saved, setSaved] = useState<IntakeSection[]>(form.saved);
  const [note, setNote] = useState<string | null>(null);
  const [done, setDone] = useState(form.status === "done");
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After a step, focus the new section's heading so a screen reader starts there.
    if (moved.current) heading.current?.focus();
  }, [section, done]);

  if (done) {
    return (
      <div className="space-y-6">
        <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50">
          <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none"><CheckCircle2 aria-hidden className="size-6" /> {t("done.title")}</h2>
          <p className="mt-2">{t("done.body", { phone: clinic.phone })}</p>
        </div>
        <h2 className="text-lg font-semibold text-ink">{t("done.readTitle")}</h2>
        <AnswersView
          answers={form.answers as never}
          words={{
            section: (s) => t(`sections.${s}`),
            field: (s, n) => (s === "consent" && n !== "signature" && n !== "lockboxDetails" ? t(`consent.${n}` as never) : t(`fields.${s}.${n}` as never)),
            code: (c) => t(`options.${c}` as never),
            yes: t("yes"),
            no: t("no"),
            empty: "—",
          }}
        />
      </div>
    );
  }

  const index = INTAKE_SECTIONS.indexOf(section);
  const carried = form.carried.includes(section) && !saved.includes(section);
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
      {/* min-w-0: on a phone the steps scroll sideways inside their own strip, not the page. */}
      <nav aria-label={t("progress")} className="min-w-0">
        <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
          {INTAKE_SECTIONS.map((s, i) => (
            <li key={s} className="shrink-0">
              <button
                type="button"
                onClick={() => { moved.current = true; setNote(null); setSection(s); }}
                aria-current={s === section ? "step" : undefined}
                className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm ${s === section ? "bg-brand-50 font-semibold text-brand-900 dark:bg-brand-950/50 dark:text-brand-100" : "text-ink hover:bg-surface-muted"}`}
              >
                <span aria-hidden className="tabular-nums text-ink-muted">{i + 1}</span>
                <span className="whitespace-nowrap">{t(`sections.${s}`)}</span>
                {saved.includes(s) ? <span className="ml-auto inline-flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-300"><CheckCircle2 aria-hidden className="size-4" />{t("savedMark")}</span> : null}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0">
        {note ? <p role="status" className="mb-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">{note}</p> : null}
        <p className="text-sm text-ink-muted">{t("step", { n: index + 1, total: INTAKE_SECTIONS.length })} · {visitLine}</p>
        <h2 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-semibold text-ink outline-none">{t(`sections.${section}`)}</h2>
        <p className="mt-1 mb-6 text-ink-muted">{t(`intros.${section}`)}</p>
        <SectionForm
          key={section}
          token={token}
          locale={locale}
          section={section}
          initial={form.answers[section] as Record<string, unknown> | undefined}
          carried={carried}
          clinic={clinic}
          privacyHref={privacyHref}
          onSaved={(result) => {
            moved.current = true;
            const now = [...new Set([...saved, section])];
            setSaved(now);
            router.refresh();
            if (result.status === "done") return setDone(true);
            setNote(result.cardExpired ? `${t("saved")}. ${t("cardExpired")}` : t("saved"));
            setSection(INTAKE_SECTIONS.find((s, i) => i > index && !now.includes(s)) ?? INTAKE_SECTIONS.find((s) => !now.includes(s)) ?? "consent");
          }}
        />
      </div>
    </div>
  );
}
