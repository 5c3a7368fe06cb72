"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { Locale } from "@/content/i18n/locales";
import { openFormsAction } from "./actions";

/** "Enter {first name}'s date of birth to open the forms": nothing shows before it is right. */
export function GateForm({ token, locale, firstName, ask }: { token: string; locale: Locale; firstName: string; ask: "birth" | "email" }) {
  const t = useTranslations("intake.gate");
  const router = useRouter();
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = "intake-gate";
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const result = await openFormsAction({ token, answer, locale }).catch(() => ({ ok: false as const, error: t("invalid", { phone: "" }) }));
        setBusy(false);
        if (!result.ok) return setError(result.error);
        setError(null);
        router.refresh();
      }}
    >
      <p className="text-lg text-ink">{ask === "birth" ? t("prompt", { name: firstName }) : t("promptEmail")}</p>
      <Field id={id} label={ask === "birth" ? t("dateOfBirth") : t("email")} error={error ?? undefined}>
        <input
          id={id}
          type={ask === "birth" ? "date" : "email"}
          autoComplete={ask === "birth" ? "bday" : "email"}
          required
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} max-w-xs`}
        />
      </Field>
      <button type="submit" disabled={busy} className={buttonClass("primary", "lg")}>{busy ? t("opening") : t("submit")}</button>
      <p className="text-sm text-ink-muted">{t("private")}</p>
    </form>
  );
}
