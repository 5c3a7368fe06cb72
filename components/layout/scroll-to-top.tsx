"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Every route change starts at the top of the new page, as the spec asks. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
