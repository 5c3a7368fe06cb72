"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * Wraps a GET filter form. Without JavaScript the form submits normally; with it, every
 * change navigates to the new URL in place (no reload), and typing waits for a pause.
 */
export function AutoSubmitForm({ action, children, className }: { action: string; children: ReactNode; className?: string }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function go() {
    if (!form.current) return;
    const data = new FormData(form.current);
    const params = new URLSearchParams();
    for (const [k, v] of data) {
      if (typeof v === "string" && v !== "" && !(k === "sort" && v === "newest") && !(k === "min" && v === "0") && !(k === "max" && v === "1000") && !(k === "view" && v === "grid")) {
        params.append(k, v);
      }
    }
    const q = params.toString();
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
        const type = (e.target as unknown as HTMLInputElement).type;
        const typing = type === "search" || type === "range";
        timer.current = setTimeout(go, typing ? 400 : 0);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
    >
      {children}
    </form>
  );
}
