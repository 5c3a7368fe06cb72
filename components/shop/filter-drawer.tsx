"use client";

import { SlidersHorizontal } from "@/components/ui/icons";
import { usePathname } from "next/navigation";
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { countProductsAction } from "./actions";

// The drawer (Radix Dialog, 13 kB gz) loads when the Filters button is first pointed at or
// pressed, not with the page: most visits never open it.
const loadDrawer = () => import("./filter-drawer-dialog");
const FilterDrawerDialog = lazy(() => loadDrawer().then((m) => ({ default: m.FilterDrawerDialog })));

/** Sent by the filter form, inside the change event, with the drawer's staged query string. */
export const DRAFT_EVENT = "filter-draft";

type DrawerState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The listing's form, the drawer's portal target; known from the first opening on. */
  form: HTMLFormElement | null;
  generation: number;
  button: RefObject<HTMLButtonElement | null>;
};
const DrawerContext = createContext<DrawerState>({ open: false, setOpen: () => undefined, form: null, generation: 0, button: { current: null } });

/**
 * Below 1024 px the filters live in a drawer opened from the toolbar, so products come
 * first. Without JavaScript (CSS `scripting: none`) the same fields sit below the products,
 * in the page's form, and the button is not shown.
 *
 * Which of the two shows is decided by CSS alone, and the form is looked up on opening: any
 * state set while hydrating (a "hydrated" flag, a ref callback's setState) forces React into
 * a synchronous re-render inside the hydration commit, a ~150 ms task on a throttled phone.
 */
export function FilterDrawerProvider({ form: formRef, children }: { form: RefObject<HTMLFormElement | null>; children: ReactNode }) {
  const [open, setOpenState] = useState(false);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  // Each close starts the sidebar's fields afresh: choices staged in the drawer and then
  // dismissed must not linger in the (shared) radio groups.
  const [generation, setGeneration] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const setOpen = useCallback(
    (next: boolean) => {
      if (next) setForm(formRef.current);
      setOpenState(next);
      if (!next) setGeneration((g) => g + 1);
    },
    [formRef],
  );
  return <DrawerContext.Provider value={{ open, setOpen, form, generation, button }}>{children}</DrawerContext.Provider>;
}

export function FiltersButton({ count }: { count: number }) {
  const { setOpen, button } = useContext(DrawerContext);
  return (
    <button
      ref={button}
      type="button"
      onClick={() => setOpen(true)}
      onPointerEnter={() => void loadDrawer()}
      onFocus={() => void loadDrawer()}
      className="hidden min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink hover:bg-surface-muted max-lg:not-noscript:inline-flex"
    >
      <SlidersHorizontal aria-hidden className="size-4" />
      Filters{count > 0 ? <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{count}</span> : null}
      {count > 0 ? <span className="sr-only">active</span> : null}
    </button>
  );
}

/** The filter fields: a sidebar from 1024 px, a drawer below (the same fields, in the same form). */
export function FilterPanel({ children, total, stateKey }: { children: ReactNode; total: number; stateKey: string }) {
  const { open, setOpen, form, generation, button } = useContext(DrawerContext);
  const path = usePathname();
  // Mounted from the first opening on, so Radix can animate and restore focus on close.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const [draft, setDraft] = useState<{ key: string; total: number | null } | null>(null);
  // The staged choices' count, for the apply button. It is cleared at once (the event comes
  // inside the change event, so React draws that before the next input) and asked for after a
  // 150 ms pause; it belongs to one opening of the drawer (closing discards what was staged),
  // and a stale answer never overwrites a newer one.
  const draftKey = `${stateKey}:${generation}`;
  useEffect(() => {
    let latest = "";
    let pause: ReturnType<typeof setTimeout> | undefined;
    const onDraft = (e: Event) => {
      const query = (e as CustomEvent<string>).detail;
      latest = query;
      setDraft({ key: draftKey, total: null });
      clearTimeout(pause);
      pause = setTimeout(() => {
        void countProductsAction({ path: listingPath(path), query }).then((r) => {
          if (latest === query) setDraft({ key: draftKey, total: r.ok ? r.total : null });
        });
      }, 150);
    };
    window.addEventListener(DRAFT_EVENT, onDraft);
    return () => {
      window.removeEventListener(DRAFT_EVENT, onDraft);
      clearTimeout(pause);
    };
  }, [path, draftKey]);
  const shown = draft && draft.key === draftKey ? draft.total : total;

  return (
    <>
      <aside aria-label="Filters" className="order-last max-lg:not-noscript:hidden lg:order-none">
        <h2 className="sr-only">Filters</h2>
        {/* Disabled while the drawer holds the fields, so each value is sent once. Keyed by the
            filters so it shows them fresh after a change made in the drawer. */}
        <fieldset key={`${stateKey}:${generation}`} disabled={open} className="min-w-0">
          {children}
        </fieldset>
      </aside>
      {form && mounted ? (
        <Suspense fallback={null}>
          <FilterDrawerDialog form={form} open={open} setOpen={setOpen} button={button} shown={shown}>
            {children}
          </FilterDrawerDialog>
        </Suspense>
      ) : null}
    </>
  );
}

/** The listing's public path: cached listings are served from /…/q/<filters> behind the proxy. */
function listingPath(pathname: string): string {
  return pathname.replace(/\/q\/[^/]*$/, "");
}
