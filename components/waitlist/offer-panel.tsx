"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { CalendarCheck, CalendarClock, CalendarX2 } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { Spinner } from "@/components/ui/spinner";
import { BRAND } from "@/content/brand";
import type { Locale } from "@/content/i18n/locales";
import type { OfferState, OfferTime, OfferView } from "@/lib/waitlist/take";
import { bookOfferAction } from "./actions";

type Shown = { state: OfferState | "moved" | "failed"; time: OfferTime; others: OfferTime[] };

function TimeCard({ time }: { time: OfferTime }) {
  const t = useTranslations("waitlist.offer");
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <p className="text-lg font-semibold text-ink">{time.when}</p>
      <p className="mt-1 text-ink-muted">{t("lead", { service: time.service, clinic: time.clinic })}</p>
      {time.optometrist ? <p className="mt-1 text-ink-muted">{t("with", { name: time.optometrist })}</p> : null}
    </div>
  );
}

/**
 * The offer page's moving part: the time and "Book this time" (the only thing that books), then
 * what happened: booked, moved, or taken by someone else with any other time offered to them.
 */
export function OfferPanel({ token, view, bookHref }: { token: string; view: Exclude<OfferView, { state: "invalid" }>; bookHref: string }) {
  const t = useTranslations("waitlist.offer");
  const locale = useLocale() as Locale;
  const [shown, setShown] = useState<Shown>({ state: view.state, time: view.time, others: view.others });
  const [pending, start] = useTransition();
  const [pressed, setPressed] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // After a press, the heading says what happened: move focus there so a screen reader reads it.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [shown.state, shown.time.offerId]);

  const book = (offer: OfferTime) => {
    setPressed(offer.offerId);
    start(async () => {
      const result = await bookOfferAction({ token, offerId: offer.offerId, locale });
      if (result.ok) setShown({ state: result.state, time: offer, others: [] });
      else if (result.view && result.view.state !== "invalid") setShown({ state: result.state === "taken" ? "taken" : result.view.state, time: offer, others: result.view.others });
      else setShown((s) => ({ ...s, state: result.state === "failed" ? "failed" : "gone", time: offer }));
    });
  };
  const button = (offer: OfferTime) => (
    <button type="button" disabled={pending} onClick={() => book(offer)} className={buttonClass("primary", "lg")}>
      {pending && pressed === offer.offerId ? <Spinner className="size-4" /> : null}
      {pending && pressed === offer.offerId ? t("working") : t("button")}
    </button>
  );

  const titles: Record<Shown["state"], string> = {
    open: t("title"),
    booked: t("booked"),
    moved: t("booked"),
    taken: t("taken"),
    gone: t("gone"),
    ended: t("ended"),
    failed: t("title"),
  };
  const bodies: Partial<Record<Shown["state"], string>> = {
    booked: view.earlier ? t("movedBody") : t("bookedBody"),
    moved: t("movedBody"),
    taken: t("takenBody"),
    gone: t("goneBody"),
    ended: t("endedBody"),
  };
  const Icon = shown.state === "open" || shown.state === "failed" ? CalendarClock : shown.state === "booked" || shown.state === "moved" ? CalendarCheck : CalendarX2;
  const done = shown.state === "booked" || shown.state === "moved";

  return (
    <div>
      <Icon aria-hidden className="size-12 text-accent-500" />
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-3xl font-semibold text-ink outline-none">
        {titles[shown.state]}
      </h1>
      <div role="status" className="mt-4 text-ink-muted">
        {bodies[shown.state] ? <p>{bodies[shown.state]}</p> : null}
      </div>
      <div className="mt-6">
        <TimeCard time={shown.time} />
      </div>
      {shown.state === "open" || shown.state === "failed" ? <div className="mt-6">{button(shown.time)}</div> : null}
      {shown.state === "failed" ? (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {t("error", { phone: BRAND.phone })}
        </p>
      ) : null}
      {!done && shown.state !== "open" && shown.others.length ? (
        <section aria-labelledby="other-times" className="mt-10">
          <h2 id="other-times" className="text-xl font-semibold text-ink">
            {t("others")}
          </h2>
          <ul className="mt-4 space-y-4">
            {shown.others.map((o) => (
              <li key={o.offerId} className="space-y-3">
                <TimeCard time={o} />
                {button(o)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shown.state === "ended" || (shown.state !== "open" && !done && !shown.others.length) ? (
        <p className="mt-8">
          <Link href={bookHref} className={buttonClass("secondary", "md")}>
            {t("book")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
