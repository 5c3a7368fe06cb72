"use client";

import { useEffect } from "react";

/** Reports the missing path to the server log (the 404 page itself cannot see the URL). */
export function NotFoundLogger() {
  useEffect(() => {
    const body = JSON.stringify({ path: window.location.pathname + window.location.search });
    try {
      navigator.sendBeacon?.("/api/track/not-found", new Blob([body], { type: "application/json" }));
    } catch {
      // Logging is best effort.
    }
  }, []);
  return null;
}
