"use client";

import { useTranslations } from "next-intl";
import type { FieldPath } from "react-hook-form";
import type { BookingInput } from "@/lib/validations/booking";

/** The booking form's label, error and ARIA wiring, shared by its sections. */
export function useFieldParts() {
  const t = useTranslations("booking");
  const err = (name: FieldPath<BookingInput>, message?: string) =>
    message ? <p id={`bk-${name}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">{message}</p> : null;
  const label = (name: string, text: string, optional = false) => (
    <label htmlFor={`bk-${name}`} className="block text-sm font-medium text-ink">
      {text} {optional ? <span className="font-normal text-ink-muted">{t("optional")}</span> : <span aria-hidden className="text-red-600">*</span>}
    </label>
  );
  const a11y = (name: string, message?: string) => ({ id: `bk-${name}`, "aria-invalid": !!message, "aria-describedby": message ? `bk-${name}-error` : undefined });
  return { err, label, a11y };
}
