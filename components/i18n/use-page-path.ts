"use client";

import { usePathname } from "next/navigation";
import { TRANSLATED_ROUTE_PREFIX } from "@/lib/i18n/paths";

/**
 * The page's path as the visitor's address bar shows it. A translated page is prerendered
 * under its internal route (/translated/pa/…), which usePathname reports while rendering on
 * the server but not in the browser (/pa/…); both give /pa/… here, so nothing mismatches.
 */
export function usePagePath(): string {
  const pathname = usePathname();
  return pathname.startsWith(`${TRANSLATED_ROUTE_PREFIX}/`) ? pathname.slice(TRANSLATED_ROUTE_PREFIX.length) : pathname;
}
