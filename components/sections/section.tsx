import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

/**
 * A page section with an h2 and optional lead; `muted` alternates the background. Sections
 * lay out and paint only near the viewport (`.paint-when-near`, globals.css), so a long page's
 * first frame costs what its first screen costs.
 */
export function Section({ id, title, lead, muted = false, children }: { id?: string; title: string; lead?: string; muted?: boolean; children: ReactNode }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`paint-when-near py-16 ${muted ? "bg-surface-muted" : ""}`}>
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="font-display text-3xl font-semibold text-ink md:text-4xl">{title}</h2>
          {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
