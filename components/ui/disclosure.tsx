import { ChevronDown } from "@/components/ui/icons";
import type { ReactNode } from "react";

/** A native <details> section: collapsible with or without JavaScript, keyboard accessible. */
export function Disclosure({
  title,
  open = false,
  size = "md",
  children,
}: {
  title: string;
  open?: boolean;
  size?: "sm" | "md";
  children: ReactNode;
}) {
  return (
    <details open={open} className={`group border-b border-line ${size === "sm" ? "py-4" : "py-5"}`}>
      <summary
        className={`flex cursor-pointer list-none items-center justify-between font-semibold text-ink [&::-webkit-details-marker]:hidden ${
          size === "sm" ? "text-sm" : "text-lg"
        }`}
      >
        {title}
        <ChevronDown aria-hidden className={`${size === "sm" ? "size-4" : "size-5"} shrink-0 transition-transform group-open:rotate-180`} />
      </summary>
      <div className={size === "sm" ? "mt-3 space-y-2" : "mt-3 space-y-2 leading-relaxed text-ink-muted"}>{children}</div>
    </details>
  );
}
