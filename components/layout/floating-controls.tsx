"use client";

import { useShellWords } from "@/components/i18n/shell-words";
import { ArrowUp, PhoneCall, X } from "@/components/ui/icons";
import { useEffect, useState, type ReactNode } from "react";

/** Opens and closes the call widget's panel (drawn on the server and passed in). */
export function CallWidgetToggle({ panelId, className, children }: { panelId: string; className: string; children: ReactNode }) {
  const words = useShellWords();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? words.closeCallOptions : words.callUs}
        onClick={() => setOpen((o) => !o)}
        className={className}
      >
        {open ? <X aria-hidden className="size-5" /> : <PhoneCall aria-hidden className="size-5" />}
      </button>
    </>
  );
}

/** Shown once the page has scrolled 600 px. */
export function ScrollTopButton({ className }: { className: string }) {
  const { scrollToTop } = useShellWords();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 600);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <button type="button" aria-label={scrollToTop} hidden={!scrolled} onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })} className={className}>
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
