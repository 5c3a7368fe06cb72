import type { Metadata } from "next";
import Link from "next/link";
import { ShieldAlert } from "lucide-react";

export const metadata: Metadata = { title: "Access denied", robots: { index: false, follow: false } };

/** Shown with a 403 status by the proxy when a signed-in non-admin opens an admin page. */
export default function ForbiddenPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldAlert aria-hidden className="size-14 text-accent-500" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-600 dark:text-brand-300">403</p>
      <h1 className="mt-2 text-3xl font-semibold text-ink">This area is for clinic staff</h1>
      <p className="mt-4 text-ink-muted">
        You are signed in, but your account does not have access to the admin pages. If you work at the clinic, ask
        an administrator to add your e-mail address.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/brampton/account" className="rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
          Go to my account
        </Link>
        <Link href="/" className="rounded-full border border-line px-5 py-2.5 font-medium text-ink hover:bg-surface-muted">
          Return to Home
        </Link>
      </div>
    </div>
  );
}
