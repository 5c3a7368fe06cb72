"use client";

import { ArrowUp, Mail, MessageCircle, Phone, PhoneCall, X } from "lucide-react";
import { useEffect, useState } from "react";
import { BRAND, CLINIC_LIST, telHref } from "@/content/clinics";

const round =
  "inline-flex size-11 sm:size-12 items-center justify-center rounded-full shadow-lg shadow-brand-950/20 transition-transform hover:scale-105";

/**
 * Bottom-left: the call widget. Bottom-right: chat, e-mail, phone and back-to-top, a column
 * from 768 px and a row below it, so a phone loses one button's height at the bottom of the
 * screen (the footer reserves it). While a text field has focus on a phone, both step aside
 * (globals.css, [data-floating]) so they never cover what is being typed.
 */
export function FloatingWidgets() {
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 600);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <>
      <div data-floating className="fixed bottom-4 left-4 z-30 flex flex-col items-start gap-3 print:hidden">
        <div
          id="call-widget-panel"
          hidden={!open}
          className="w-64 rounded-2xl border border-line bg-surface p-4 shadow-xl"
        >
          <p className="text-sm font-semibold text-ink">Call a clinic</p>
          <ul className="mt-3 space-y-2">
            {CLINIC_LIST.map((c) => (
              <li key={c.id}>
                <a
                  href={telHref(c.phone)}
                  data-call-location={c.id}
                  className="flex items-center justify-between gap-3 rounded-xl bg-surface-muted px-3 py-2 text-sm hover:bg-brand-50 dark:hover:bg-brand-900/50"
                >
                  <span>
                    <span className="block font-medium text-ink">{c.shortName}</span>
                    <span className="block text-ink-muted">{c.phone}</span>
                  </span>
                  <Phone aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="call-widget-panel"
          aria-label={open ? "Close call options" : "Call us"}
          onClick={() => setOpen((o) => !o)}
          className={`${round} bg-brand-600 text-white dark:bg-brand-500 dark:text-brand-950`}
        >
          {open ? <X aria-hidden className="size-5" /> : <PhoneCall aria-hidden className="size-5" />}
        </button>
      </div>

      <div data-floating className="fixed bottom-4 right-4 z-30 flex flex-row items-end gap-2 md:flex-col md:gap-3 print:hidden">
        <a href={`sms:+1${BRAND.messagingPhone.replace(/\D/g, "")}`} aria-label="Message us" className={`${round} bg-accent-400 text-brand-950`}>
          <MessageCircle aria-hidden className="size-5" />
        </a>
        <a href={`mailto:${BRAND.contactEmail}`} aria-label={`E-mail ${BRAND.contactEmail}`} className={`${round} bg-surface text-ink ring-1 ring-line`}>
          <Mail aria-hidden className="size-5" />
        </a>
        <a href={telHref(BRAND.phone)} data-call-location="floating-button" aria-label={`Call ${BRAND.phone}`} className={`${round} bg-surface text-ink ring-1 ring-line`}>
          <Phone aria-hidden className="size-5" />
        </a>
        <button
          type="button"
          aria-label="Scroll to top"
          hidden={!scrolled}
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
          className={`${round} bg-brand-800 text-white`}
        >
          <ArrowUp aria-hidden className="size-5" />
        </button>
      </div>
    </>
  );
}
