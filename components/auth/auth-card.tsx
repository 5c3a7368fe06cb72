import type { ReactNode } from "react";

/** The frame of the sign-in family of pages: a heading, a line saying what to do, and the form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="bg-surface-muted px-4 py-12 md:py-20">
      <div className="mx-auto max-w-md">
        <h1 className="text-center font-display text-3xl font-semibold text-ink md:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 text-center text-ink-muted">{intro}</p> : null}
        <div className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-8">{children}</div>
      </div>
    </div>
  );
}
