"use client";

import { BRAND } from "@/content/brand";

/** Last resort when the root layout itself fails: plain HTML, no shared components. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-CA">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "4rem 1rem", textAlign: "center" }}>
        <h1>Something went wrong</h1>
        <p>Please try again, or call {BRAND.name} at {BRAND.phone}.</p>
        <button type="button" onClick={reset} style={{ marginTop: "1rem", padding: "0.6rem 1.2rem" }}>
          Try again
        </button>
      </body>
    </html>
  );
}
