"use client";

import { useId, useState } from "react";

/**
 * The "?" beside a figure: a button that shows the figure's definition in place. Without
 * JavaScript the definition is shown as a line of text instead.
 */
export function FigureHelp({ label, definition }: { label: string; definition: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-line text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        ?
      </button>
      <p id={id} hidden={!open} className="order-last w-full text-sm text-ink-muted">
        {definition}
      </p>
      <noscript>
        <p className="order-last w-full text-sm text-ink-muted">{definition}</p>
      </noscript>
    </>
  );
}
