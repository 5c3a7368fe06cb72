"use client";

import { ChevronDown } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState } from "react";
import { useShellWords } from "@/components/i18n/shell-words";
import { fill } from "@/lib/i18n/fill";
import { needsSectionLink, type NavItem } from "@/content/navigation";
import { EnglishMark } from "./english-mark";

/**
 * A disclosure menu: the button toggles a panel of grouped links. Escape or a click
 * outside closes it and returns focus; following a link closes it too.
 */
export function NavDropdown({ item, active }: { item: NavItem; active: boolean }) {
  const words = useShellWords();
  const [open, setOpen] = useState(false);
  // A pointer that hovers in opens the menu; its click must then keep it open, not toggle
  // it shut. A ref, because the click can arrive before React re-renders from the hover.
  const hoverOpened = useRef(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const groups = item.groups ?? [];
  const showViewAll = needsSectionLink(item);
  return (
    <div
      ref={root}
      className="relative"
      onMouseEnter={() => {
        hoverOpened.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hoverOpened.current = false;
        setOpen(false);
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (hoverOpened.current) {
            hoverOpened.current = false;
            setOpen(true);
          } else setOpen((o) => !o);
        }}
        className={`inline-flex items-center gap-1 rounded-full px-2 py-2 text-sm lg:px-3 font-medium transition-colors hover:bg-surface-muted hover:text-brand-700 dark:hover:text-brand-300 ${
          active ? "text-brand-700 dark:text-brand-300" : "text-ink"
        }`}
      >
        {item.label}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute left-1/2 top-full z-50 -translate-x-1/2 pt-2"
      >
        {/* The links exist only while open: every page would otherwise render them all on load. */}
        {open ? (
          <div
            className={`grid gap-6 rounded-2xl border border-line bg-surface p-5 shadow-xl shadow-brand-950/10 ${
              groups.length > 1 ? "w-[34rem] grid-cols-2" : "w-64"
            }`}
          >
            {groups.map((g) => (
              <div key={g.heading}>
                <p className="text-xs font-semibold uppercase tracking-widest text-ink-muted">{g.heading}</p>
                <ul className="mt-3 space-y-1">
                  {g.links.map((l) => (
                    <li key={l.href + l.label}>
                      <Link
                        href={l.href}
                        hrefLang={l.english ? "en" : undefined}
                        onClick={() => setOpen(false)}
                        className="block rounded-lg px-2 py-1.5 text-sm text-ink hover:bg-surface-muted hover:text-brand-700 dark:hover:text-brand-300"
                      >
                        {l.label}
                        {l.english ? <EnglishMark /> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {showViewAll ? (
              <div className={groups.length > 1 ? "col-span-2 border-t border-line pt-3" : "border-t border-line pt-3"}>
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {fill(words.viewAll, { section: item.label.toLowerCase() })}
                </Link>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
