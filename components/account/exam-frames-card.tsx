"use client";

import { useRef, useState } from "react";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { ACCOUNT_EXTRAS_COPY } from "@/content/account-extras";
import { frameLabel } from "@/lib/booking/exam-frames";
import { useExamFrames } from "@/lib/booking/exam-frames-store";

const copy = ACCOUNT_EXTRAS_COPY.examFrames;
const linkClass = "font-medium text-brand-700 underline dark:text-brand-300";

/**
 * The frames saved with "Try at my exam". They live in this browser (the same store the product
 * pages and the booking form use), not in the account, so another device shows its own list.
 */
export function ExamFramesCard() {
  const exam = useExamFrames();
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState("");

  // The row and its button go away: focus moves to the heading and the change is read out.
  function remove(id: string, label: string) {
    exam.remove(id);
    setSaid(copy.removed(label));
    heading.current?.focus();
  }

  return (
    <section aria-labelledby="exam-frames-heading" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="exam-frames-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">{copy.heading}</h2>
      <p role="status" className="sr-only">{said}</p>
      {exam.frames.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">
          {copy.empty}{" "}
          <Link href="/brampton/shop" className={linkClass}>{copy.emptyLink}</Link>
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-muted">{copy.intro}</p>
          <ul className="mt-4 divide-y divide-line">
            {exam.frames.map((f) => {
              const label = frameLabel(f.name, f.brand);
              return (
                <li key={f.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <Link href={`/brampton/shop/product/${f.id}`} className="font-medium text-ink hover:underline">{label}</Link>
                  <button type="button" onClick={() => remove(f.id, label)} aria-label={copy.removeLabel(label)} className={buttonClass("ghost", "sm")}>
                    {copy.remove}
                  </button>
                </li>
              );
            })}
          </ul>
          <Link href="/brampton/book-exam#schedule" className={buttonClass("primary", "md", "mt-4")}>{copy.book}</Link>
        </>
      )}
    </section>
  );
}
