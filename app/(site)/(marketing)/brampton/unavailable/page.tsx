import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PlugZap } from "@/components/ui/icons";
import { buttonClass } from "@/components/ui/button";
import { StatusPage } from "@/components/ui/status-page";
import { telHref } from "@/content/clinics";
import { getClinics } from "@/lib/clinics";

export const metadata: Metadata = { title: "Back shortly", robots: { index: false, follow: false } };

/**
 * Served by the proxy with status 503 and Retry-After in place of a page that needs the
 * database while it is unreachable. Static itself (the clinics' phones are read when it is
 * built or revalidated, and a failed revalidation keeps the last page), so it renders with no
 * database at all.
 */
export default async function UnavailablePage() {
  const clinics = await getClinics();
  return (
    <StatusPage
      icon={PlugZap}
      code="503"
      title="This page is back in a moment"
      actions={
        <>
          {/* A plain link, not <Link>: it asks the server again rather than a client-side cache. */}
          <a href="" className={buttonClass("primary", "lg")}>
            Try again
          </a>
          <Link href="/" className={buttonClass("outline", "lg")}>
            Return to Home
          </Link>
        </>
      }
    >
      <p>
        Our shop and account pages cannot reach their data right now. Nothing you saved or ordered is lost. Please try
        again in a minute, or call the clinic and we will help you by phone.
      </p>
      <ul className="mt-6 space-y-1 text-ink">
        {clinics.map((clinic) => (
          <li key={clinic.id}>
            {clinic.shortName}:{" "}
            <a href={telHref(clinic.phone)} data-call-location="unavailable-page" className="font-medium text-brand-700 underline dark:text-brand-300">
              {clinic.phone}
            </a>
          </li>
        ))}
      </ul>
    </StatusPage>
  );
}
