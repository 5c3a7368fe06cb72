"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type Tab = "signin" | "signup";

const TABS: { id: Tab; label: string }[] = [
  { id: "signin", label: "Sign In" },
  { id: "signup", label: "Sign Up" },
];

export function AuthTabs({ next, initialTab }: { next?: string; initialTab: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const baseId = useId();
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ signin: null, signup: null });

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const nextTab: Tab = tab === "signin" ? "signup" : "signin";
    setTab(nextTab);
    refs.current[nextTab]?.focus();
  }

  return (
    <div className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-8">
      <div role="tablist" aria-label="Sign in or sign up" className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1">
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            id={`${baseId}-${t.id}-tab`}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            aria-controls={tab === t.id ? `${baseId}-${t.id}-panel` : undefined}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={onKeyDown}
            className="rounded-lg px-4 py-2 text-sm font-semibold text-ink-muted transition aria-selected:bg-surface aria-selected:text-ink aria-selected:shadow-sm"
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* Only the active panel is rendered, so each label names exactly one field on the page. */}
      <div id={`${baseId}-${tab}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}-tab`} className="mt-6">
        {tab === "signin" ? <SignInForm next={next} /> : <SignUpForm next={next} />}
      </div>
    </div>
  );
}
