"use client";

import { useEffect, useRef, useState } from "react";
import { formatCount } from "@/lib/format";

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEP_MS = 16;

/**
 * Counts from 0 to `value` over 2 s in 16 ms steps, once, when at least half of it is
 * visible. Reduced-motion users see the target at once. The final text is in the markup
 * for screen readers and search engines from the start.
 */
export function Counter({ value, suffix = "", label }: { value: number; suffix?: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- start from 0 only once JavaScript can animate
    setShown(0);
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        const steps = Math.ceil(COUNTER_DURATION_MS / COUNTER_STEP_MS);
        let step = 0;
        timer = setInterval(() => {
          step++;
          setShown(Math.round((value * Math.min(step, steps)) / steps));
          if (step >= steps) clearInterval(timer);
        }, COUNTER_STEP_MS);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [value]);

  return (
    <div ref={ref} className="text-center">
      <p className="font-display text-4xl font-semibold text-brand-700 tabular-nums dark:text-brand-300" data-testid="counter-value">
        <span aria-hidden>{formatCount(shown ?? value)}{suffix}</span>
        <span className="sr-only">{formatCount(value)}{suffix}</span>
      </p>
      <p className="mt-1 text-ink-muted">{label}</p>
    </div>
  );
}
