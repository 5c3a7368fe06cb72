import { useTranslations } from "next-intl";
import { Glasses, X } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { frameLabel, type ExamFrame } from "@/lib/booking/exam-frames";

/** The booking form's "Frames to try at your visit": the frames saved in this browser, each removable. */
export function VisitFrames({ frames, onRemove }: { frames: readonly ExamFrame[]; onRemove: (id: string) => void }) {
  const t = useTranslations("booking");
  return (
    <section aria-labelledby="bk-frames-heading" className="space-y-2 rounded-xl border border-line p-4 sm:col-span-2">
      <h3 id="bk-frames-heading" className="flex items-start gap-2 text-base font-semibold text-ink">
        <Glasses aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <span>
          {t("frames.heading")} <span className="text-sm font-normal text-ink-muted">{t("optional")}</span>
        </span>
      </h3>
      {frames.length ? (
        <ul className="space-y-2">
          {frames.map((f) => (
            <li key={f.id} className="flex items-center justify-between gap-3 text-sm text-ink">
              <span>{frameLabel(f.name, f.brand)}</span>
              <button type="button" onClick={() => onRemove(f.id)} className={buttonClass("ghost", "sm")} aria-label={t("frames.remove", { name: f.name })}>
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">
          {t("frames.emptyBefore")} <Link href="/brampton/shop" hrefLang="en" className="font-medium text-brand-700 underline dark:text-brand-300">{t("frames.shop")}</Link> {t("frames.emptyAfter")}
        </p>
      )}
    </section>
  );
}
