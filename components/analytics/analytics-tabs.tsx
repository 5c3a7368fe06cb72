"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useSyncExternalStore, useTransition, type KeyboardEvent } from "react";

type Tab = { id: string; label: string; count: number };

const subscribe = () => () => {};

/**
 * WAI-ARIA tabs over real links: without JavaScript each tab is a link to `?tab=…`; once
 * hydrated, arrow keys, Home and End move between tabs (roving tabindex) and select them,
 * keeping the choice in the URL so reload and Back work.
 */
export function AnalyticsTabs({ tabs, current, panelId }: { tabs: Tab[]; current: string; panelId: string }) {
  const router = useRouter();
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  const [pending, start] = useTransition();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const href = (id: string) => `/brampton/analytics?tab=${id}`;

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    refs.current[(index + tabs.length) % tabs.length]?.focus();
    start(() => router.push(href(tab.id), { scroll: false }));
  }

  function onKeyDown(e: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    select(moves[e.key]);
  }

  return (
    <div role="tablist" aria-label="Analytics tables" aria-busy={pending || undefined} className="flex flex-wrap gap-2">
      {tabs.map((t, i) => {
        const selected = t.id === current;
        return (
          <Link
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`tab-${t.id}`}
            href={href(t.id)}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={hydrated && !selected ? -1 : 0}
            scroll={false}
            onKeyDown={(e) => onKeyDown(e, i)}
            className="whitespace-nowrap rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted aria-selected:border-brand-600 aria-selected:bg-brand-600 aria-selected:text-white dark:aria-selected:border-brand-500 dark:aria-selected:bg-brand-500 dark:aria-selected:text-brand-950"
          >
            {t.label} <span className="tabular-nums">({t.count.toLocaleString("en-CA")})</span>
          </Link>
        );
      })}
    </div>
  );
}
