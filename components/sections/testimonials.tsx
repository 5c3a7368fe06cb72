"use client";

import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { useShellWords } from "@/components/i18n/shell-words";
import { fill } from "@/lib/i18n/fill";
import { useEffect, useRef, useState } from "react";
import type { Testimonial } from "@/content/types";

export const CAROUSEL_INTERVAL_MS = 5000;

function Card({ t }: { t: Testimonial }) {
  const { carousel } = useShellWords();
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6">
      {/* Star glyphs, not five icons: a page lists up to six cards and each element costs hydration. */}
      <p className="text-lg leading-none tracking-wider" aria-label={fill(carousel.rating, { rating: t.rating })} role="img">
        <span aria-hidden className="text-accent-400">{"★".repeat(t.rating)}</span>
        <span aria-hidden className="text-line">{"★".repeat(5 - t.rating)}</span>
      </p>
      <blockquote className="mt-4 flex-1 text-ink">“{t.text}”</blockquote>
      {/* A patient's name is the same in every language (translate="no" tells translators and tools so). */}
      <figcaption translate="no" className="mt-4 flex items-center gap-3">
        <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          {t.name.split(" ").map((p) => p[0]).join("").slice(0, 2)}
        </span>
        <span>
          <span className="block font-semibold text-ink">{t.name}</span>
          <span className="block text-sm text-ink-muted">{[t.service, t.timeAgo].filter(Boolean).join(" · ")}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Below 768 px a carousel that advances every 5 s and stops for good after a manual
 * click on an arrow or dot; from 768 px the same cards as a grid. The timer runs only while
 * the carousel's controls are on screen (never on wide screens, where they are not
 * displayed), so it costs nothing unseen.
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const { carousel: tr } = useShellWords();
  const [index, setIndex] = useState(0);
  const [auto, setAuto] = useState(true);
  const [onScreen, setOnScreen] = useState(false);
  const controls = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = controls.current;
    if (!el || !auto || items.length < 2) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [auto, items.length]);

  useEffect(() => {
    if (!auto || !onScreen) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % items.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(id);
  }, [auto, onScreen, items.length]);

  const go = (i: number) => {
    setAuto(false);
    setIndex((i + items.length) % items.length);
  };

  return (
    <div role="region" aria-roledescription={tr.roleCarousel} aria-label={tr.region}>
      <div aria-live={auto ? "off" : "polite"} className="md:grid md:grid-cols-2 md:gap-5 lg:grid-cols-3">
        {items.map((t, i) => (
          <div key={t.name} role="group" aria-roledescription={tr.roleSlide} aria-label={fill(tr.slide, { index: i + 1, total: items.length })} className={i === index ? undefined : "max-md:hidden"}>
            <Card t={t} />
          </div>
        ))}
      </div>
      <div ref={controls} className="mt-4 flex items-center justify-center gap-1 md:hidden">
        <button type="button" onClick={() => go(index - 1)} aria-label={tr.previous} className="inline-flex size-10 items-center justify-center rounded-full border border-line">
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        {items.map((t, i) => (
          // A 24 px target (WCAG 2.5.8) around a 10 px dot.
          <button key={t.name} type="button" onClick={() => go(i)} aria-label={fill(tr.show, { index: i + 1 })} aria-current={i === index ? "true" : undefined}
            className="group inline-flex size-6 items-center justify-center rounded-full">
            <span aria-hidden className="size-2.5 rounded-full bg-line group-aria-[current=true]:bg-brand-600" />
          </button>
        ))}
        <button type="button" onClick={() => go(index + 1)} aria-label={tr.next} className="inline-flex size-10 items-center justify-center rounded-full border border-line">
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  );
}
