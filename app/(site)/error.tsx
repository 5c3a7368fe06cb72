"use client";

import { Link } from "@/components/ui/link";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button";
import { BRAND } from "@/content/brand";
import { telHref } from "@/content/phone";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-1 flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-ink">Something went wrong on our side</h1>
      <p className="mt-3 text-ink-muted">
        Please try again. If it keeps happening, call us at{" "}
        <a href={telHref(BRAND.phone)} data-call-location="error-page" className="font-medium text-brand-700 underline dark:text-brand-300">
          {BRAND.phone}
        </a>
        .
      </p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className={buttonClass("primary", "lg")}>
          Try again
        </button>
        <Link href="/" className={buttonClass("outline", "lg")}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
