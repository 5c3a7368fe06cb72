"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useRef, useSyncExternalStore, useTransition, type KeyboardEvent, type ReactNode } from "react";

/** `count` is null when the counts could not be loaded: the label then stands alone. */
type Tab = { id: string; label: string; count: number | null };

const subscribe = () => () => {};
/** False on the server and during hydration, true once React runs in the browser. */
const useHydrated = () => useSyncExternalStore(subscribe, () => true, () => false);

export const tabId = (id: string) => `tab-${id}`;
export const tabHref = (id: string) => `/brampton/analytics?tab=${id}`;

/**
 * WAI-ARIA tabs over real links. Without JavaScript they are plain links to `?tab=…` (the
 * current one marked aria-current) and the server renders the chosen table. Once hydrated,
 * the links take the tab roles, one tab stop (roving tabindex), and ArrowLeft/ArrowRight
 * (wrapping), Home and End move focus and select, keeping the choice in the URL so reload
 * and Back work.
 */
export function AnalyticsTabs({ tabs, current, panelId, label }: { tabs: Tab[]; current: string; panelId: string; label: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [pending, start] = useTransition();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  function select(index: number) {
    const i = (index + tabs.length) % tabs.length;
    refs.current[i]?.focus();
    if (tabs[i].id !== current) start(() => router.push(tabHref(tabs[i].id), { scroll: false }));
  }

  function onKeyDown(e: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(e.key in moves) || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    select(moves[e.key]);
  }

  return (
    <div
      role={hydrated ? "tablist" : undefined}
      aria-label={label}
      aria-busy={pending || undefined}
      className="flex flex-wrap gap-2"
    >
      {tabs.map((t, i) => {
        const selected = t.id === current;
        const roles = hydrated
          ? { role: "tab", "aria-selected": selected, "aria-controls": selected ? panelId : undefined, tabIndex: selected ? 0 : -1 }
          : { "aria-current": selected ? ("page" as const) : undefined };
        return (
          <Link
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tabId(t.id)}
            href={tabHref(t.id)}
            {...roles}
            data-selected={selected || undefined}
            scroll={false}
            onKeyDown={(e) => onKeyDown(e, i)}
            className="whitespace-nowrap rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink data-selected:border-brand-600 data-selected:bg-brand-600 data-selected:text-white data-selected:hover:bg-brand-700 dark:data-selected:border-brand-400 dark:data-selected:bg-brand-400 dark:data-selected:text-brand-950 dark:data-selected:hover:bg-brand-300"
          >
            {t.label}
            {t.count === null ? null : <span className="tabular-nums"> ({t.count.toLocaleString("en-CA")})</span>}
          </Link>
        );
      })}
    </div>
  );
}

/** The chosen tab's content: a tab panel once the tabs are live, a labelled section before. */
export function AnalyticsTabPanel({ id, tab, children }: { id: string; tab: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <section
      id={id}
      role={hydrated ? "tabpanel" : undefined}
      aria-labelledby={tabId(tab)}
      tabIndex={hydrated ? 0 : undefined}
      className="mt-4 space-y-4 focus-visible:outline-offset-4"
    >
      {children}
    </section>
  );
}
