"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { inputClass } from "@/components/ui/field";
import { PATIENTS_COPY as C } from "@/content/patients";

const BASE = "/brampton/admin/patients";
/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const PAUSE_MS = 150;

/**
 * The one search box: answers as the front desk types (the page re-renders with ?q=), and is a
 * plain GET form without JavaScript. `action` lets the merge page reuse it for its own address.
 */
export function PatientSearchBox({ defaultValue, action = BASE, label = C.searchLabel }: { defaultValue: string; action?: string; label?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const go = (q: string) => {
    const href = q.trim() ? `${action}?q=${encodeURIComponent(q.trim())}` : action;
    startTransition(() => router.replace(href, { scroll: false }));
  };
  const search = (q: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => go(q), PAUSE_MS);
  };

  return (
    <form role="search" action={action} method="get" className="mt-6" onSubmit={(e) => {
        e.preventDefault();
        if (timer.current) clearTimeout(timer.current);
        go(new FormData(e.currentTarget).get("q")?.toString() ?? "");
      }}>
      <label htmlFor="patient-search" className="block text-sm font-medium text-ink">{label}</label>
      <input
        id="patient-search"
        name="q"
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        defaultValue={defaultValue}
        aria-describedby="patient-search-hint"
        className={`${inputClass} mt-1.5 max-w-xl`}
        onChange={(e) => search(e.target.value)}
      />
      <p id="patient-search-hint" className="mt-1.5 text-sm text-ink-muted">{C.searchHint}</p>
      <p aria-live="polite" className="mt-1 h-5 text-sm text-ink-muted">{pending ? C.searching : ""}</p>
    </form>
  );
}
