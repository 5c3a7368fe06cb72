"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { DRAFT_EVENT, FilterDrawerProvider } from "./filter-drawer";

/**
 * Wraps a GET filter form. Without JavaScript the form submits normally; with it, every
 * change navigates to the new URL in place (no reload), and typing waits for a pause.
 * Changes inside the phone drawer wait for its "Show N products" button instead.
 */
export function AutoSubmitForm({ action, children, className }: { action: string; children: ReactNode; className?: string }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function query(): string {
    if (!form.current) return "";
    const params = new URLSearchParams();
    for (const [k, v] of new FormData(form.current)) {
      if (typeof v === "string" && v !== "" && !(k === "sort" && v === "newest") && !(k === "min" && v === "0") && !(k === "max" && v === "1000") && !(k === "view" && v === "grid")) {
        params.append(k, v);
      }
    }
    return params.toString();
  }

  function go() {
    const q = query();
    router.replace(q ? `${action}?${q}` : action, { scroll: false });
  }

  return (
    <form
      ref={form}
      method="get"
      action={action}
      className={className}
      onChange={(e) => {
        clearTimeout(timer.current);
        // The phone drawer stages its changes; it applies them with its own button.
        if ((e.target as HTMLElement).closest("[data-filter-drawer]")) {
          window.dispatchEvent(new CustomEvent<string>(DRAFT_EVENT, { detail: query() }));
          return;
        }
        const type = (e.target as unknown as HTMLInputElement).type;
        const typing = type === "search" || type === "range";
        timer.current = setTimeout(go, typing ? 400 : 0);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
    >
      <FilterDrawerProvider form={form}>{children}</FilterDrawerProvider>
    </form>
  );
}
