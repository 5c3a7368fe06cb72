import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ShieldAlert } from "@/components/ui/icons";
import { buttonClass } from "@/components/ui/button";
import { StatusPage } from "@/components/ui/status-page";

export const metadata: Metadata = { title: "Access denied", robots: { index: false, follow: false } };

/** Shown with a 403 status by the proxy when a signed-in person whose role may not opens an admin page. */
export default function ForbiddenPage() {
  return (
    <StatusPage
      icon={ShieldAlert}
      code="403"
      title="This area is for clinic staff"
      actions={
        <>
          <Link href="/brampton/account" className={buttonClass("primary", "lg")}>
            Go to my account
          </Link>
          <Link href="/" className={buttonClass("outline", "lg")}>
            Return to Home
          </Link>
        </>
      }
    >
      <p>
        You are signed in, but your account does not have access to this page. If you work at the clinic, ask the
        clinic&apos;s Owner for a staff account with the role that opens it.
      </p>
    </StatusPage>
  );
}
