import { Glasses, X } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { frameLabel, type ExamFrame } from "@/lib/booking/exam-frames";

/** The booking form's "Frames to try at your visit": the frames saved in this browser, each removable. */
export function VisitFrames({ frames, onRemove }: { frames: readonly ExamFrame[]; onRemove: (id: string) => void }) {
  return (
    <section aria-labelledby="bk-frames-heading" className="space-y-2 rounded-xl border border-line p-4 sm:col-span-2">
      <h3 id="bk-frames-heading" className="flex items-start gap-2 text-base font-semibold text-ink">
        <Glasses aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <span>
          Frames to try at your visit <span className="text-sm font-normal text-ink-muted">(optional)</span>
        </span>
      </h3>
      {frames.length ? (
        <ul className="space-y-2">
          {frames.map((f) => (
            <li key={f.id} className="flex items-center justify-between gap-3 text-sm text-ink">
              <span>{frameLabel(f.name, f.brand)}</span>
              <button type="button" onClick={() => onRemove(f.id)} className={buttonClass("ghost", "sm")} aria-label={`Remove ${f.name} from your visit`}>
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">
          Liked some frames online? Choose up to 4 with “Try at my exam” in the <Link href="/brampton/shop" className="font-medium text-brand-700 underline dark:text-brand-300">shop</Link> and we will have them ready.
        </p>
      )}
    </section>
  );
}
