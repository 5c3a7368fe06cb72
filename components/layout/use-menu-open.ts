"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/** A collapsible menu's open state: closes on any navigation (links, back/forward) and on Escape. */
export function useMenuOpen(): [boolean, (open: boolean | ((o: boolean) => boolean)) => void] {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return [open, setOpen];
}
