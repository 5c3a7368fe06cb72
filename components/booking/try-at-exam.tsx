"use client";

import { Glasses } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { MAX_HELD_FRAMES } from "@/content/schedule";
import type { ExamFrame } from "@/lib/booking/exam-frames";
import { useExamFrames } from "@/lib/booking/exam-frames-store";

/**
 * "Try these at my exam": remembers frames (in this browser) for the booking form, which
 * sends them with the booking so the clinic has them ready.
 */
export function TryAtExam({ frames, label = "Try at my exam" }: { frames: ExamFrame[]; label?: string }) {
  const exam = useExamFrames();
  const held = frames.filter((f) => exam.frames.some((e) => e.id === f.id)).length;
  const all = held === frames.length && frames.length > 0;
  const full = exam.frames.length >= MAX_HELD_FRAMES && !all;
  return (
    <div className="space-y-2">
      <button type="button" onClick={() => exam.add(frames)} disabled={all || full} className={buttonClass("outline", "md", "w-full")}>
        <Glasses aria-hidden className="size-5" />
        {all ? "Saved for your exam" : label}
      </button>
      <p aria-live="polite" className="text-center text-sm text-ink-muted">
        {exam.frames.length > 0 ? (
          <>
            {exam.frames.length} of {MAX_HELD_FRAMES} frames saved for your visit.{" "}
            <Link href="/brampton/book-exam#schedule" className="font-medium text-brand-700 underline dark:text-brand-300">Book an exam</Link>
          </>
        ) : (
          "We will have them ready to try at your eye exam."
        )}
      </p>
    </div>
  );
}
