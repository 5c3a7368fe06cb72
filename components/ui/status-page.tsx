import type { IconComponent } from "@/components/ui/icons";
import type { ReactNode } from "react";

/** A centred page that says why the asked-for page is not shown (403, 503, a dead link) and what to do. */
export function StatusPage({ icon: Icon, code, title, children, actions }: { icon: IconComponent; code?: string; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Icon aria-hidden className="size-14 text-accent-500" />
      {code ? <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-600 dark:text-brand-300">{code}</p> : null}
      <h1 className={`${code ? "mt-2" : "mt-6"} text-3xl font-semibold text-ink`}>{title}</h1>
      <div className="mt-4 text-ink-muted">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
