"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { inputClass } from "@/components/ui/field";
import type { ExamFrame } from "@/lib/booking/exam-frames";
import type { BookingInput } from "@/lib/validations/booking";
import { useFieldParts } from "./field-parts";
import { VisitFrames } from "./visit-frames";

/** A Canadian (NANP) number as typed, shown as 905-555-0163; null for anything else (the server reads it again). */
function nanpNumber(value: string): string | null {
  const m = /^1?([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(value.replace(/[\s().+-]/g, ""));
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/**
 * The booking form's last section: how to reach the patient, the frames held for the visit, notes,
 * and "E-mail me when my next eye exam is due" (unticked unless the person ticks it: CASL).
 */
export function ContactFields({ frames, onRemoveFrame }: { frames: readonly ExamFrame[]; onRemoveFrame: (id: string) => void }) {
  const t = useTranslations("booking");
  const { register, formState, control } = useFormContext<BookingInput>();
  const mobile = nanpNumber(useWatch({ control, name: "phone" }) ?? "");
  const { errors } = formState;
  const { err, label, a11y } = useFieldParts();
  return (
    <>
      <div className="space-y-1.5">{label("email", t("fields.email"))}<input {...a11y("email", errors.email?.message)} type="email" autoComplete="email" className={inputClass} {...register("email")} />{err("email", errors.email?.message)}</div>
      <div className="space-y-1.5">{label("phone", t("fields.phone"))}<input {...a11y("phone", errors.phone?.message)} type="tel" autoComplete="tel" className={inputClass} {...register("phone")} />{err("phone", errors.phone?.message)}</div>

      <VisitFrames frames={frames} onRemove={onRemoveFrame} />

      <div className="space-y-1.5 sm:col-span-2">{label("notes", t("fields.notes"), true)}<textarea {...a11y("notes")} rows={4} className={inputClass} placeholder={t("notesPlaceholder")} {...register("notes")} /></div>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input id="bk-recallConsent" type="checkbox" aria-describedby="bk-recallConsent-hint" className="mt-1 size-4 shrink-0 accent-brand-600" {...register("recallConsent")} />
        <div>
          <label htmlFor="bk-recallConsent" className="text-sm font-medium text-ink">{t("recallConsent")}</label>
          <p id="bk-recallConsent-hint" className="text-xs text-ink-muted">{t("recallConsentHint")}</p>
        </div>
      </div>
      {mobile ? (
        <fieldset className="space-y-3 sm:col-span-2">
          <legend className="sr-only">{t("textsLegend")}</legend>
          <div className="flex items-start gap-3">
            <input id="bk-textAppointments" type="checkbox" aria-describedby="bk-textAppointments-hint" className="mt-1 size-4 shrink-0 accent-brand-600" {...register("textAppointments")} />
            <div>
              <label htmlFor="bk-textAppointments" className="text-sm font-medium text-ink">{t("textAppointments")}</label>
              <p id="bk-textAppointments-hint" className="text-xs text-ink-muted">{t("textAppointmentsNumber", { number: mobile })}</p>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <input id="bk-textRecall" type="checkbox" aria-describedby="bk-textRecall-hint" className="mt-1 size-4 shrink-0 accent-brand-600" {...register("textRecall")} />
            <div>
              <label htmlFor="bk-textRecall" className="text-sm font-medium text-ink">{t("textRecall")}</label>
              <p id="bk-textRecall-hint" className="text-xs text-ink-muted">{t("textRecallHint")}</p>
            </div>
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
