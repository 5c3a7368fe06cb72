import { ChevronDown } from "@/components/ui/icons";
import { useId } from "react";
import type { FaqItem } from "@/content/types";

/**
 * One item open at a time, and the open one can be collapsed: native <details> sharing a
 * name, so it needs no JavaScript and works before (or without) hydration.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const group = useId();
  return (
    <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
      {items.map((item) => (
        <details key={item.question} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-ink-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
