import { CheckCircle2 } from "@/components/ui/icons";
import type { Benefit } from "@/content/types";


/** 1, 2 or 3 columns by width. */
export function BenefitGrid({ items }: { items: Benefit[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((b) => (
        <li key={b.title} className="rounded-2xl border border-line bg-surface p-6">
          <CheckCircle2 aria-hidden className="size-6 text-brand-600 dark:text-brand-300" />
          <h3 className="mt-3 text-lg font-semibold text-ink">{b.title}</h3>
          <p className="mt-2 text-ink-muted">{b.text}</p>
        </li>
      ))}
    </ul>
  );
}
