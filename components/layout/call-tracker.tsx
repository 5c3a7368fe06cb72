"use client";

import { useEffect } from "react";
import { numberFromTelHref } from "@/lib/tracking/tel";

/**
 * One listener for the whole site: any click on a tel: link records a call. Content pages
 * only add data-call-location to say where the link was. sendBeacon survives the
 * navigation to the dialler; failures are ignored on purpose.
 */
export function CallTracker() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href^="tel:"]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const body = JSON.stringify({
        phoneNumber: numberFromTelHref(link.getAttribute("href") ?? ""),
        location: link.dataset.callLocation ?? "unknown",
      });
      try {
        const sent = navigator.sendBeacon?.("/api/track/call", new Blob([body], { type: "application/json" }));
        if (!sent) void fetch("/api/track/call", { method: "POST", body, keepalive: true }).catch(() => undefined);
      } catch {
        // Tracking must never get in the way of the call.
      }
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
  return null;
}
