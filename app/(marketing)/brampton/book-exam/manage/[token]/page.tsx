import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CalendarX2 } from "@/components/ui/icons";
import { ManageVisit } from "@/components/booking/manage-visit";
import { buttonClass } from "@/components/ui/button";
import { StatusPage } from "@/components/ui/status-page";
import { BRAND, CLINICS, fullAddress, telHref } from "@/content/clinics";
import { getVisitReminders, loadManagedVisit, MANAGE_MESSAGES } from "@/lib/booking/manage";
import { getDb } from "@/lib/db";

// The token is a password: no index, no referrer leaking it to another site.
export const metadata: Metadata = { title: "Your appointment", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function ManageBookingPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const db = await getDb();
  const visit = await loadManagedVisit(db, token);
  if (visit.state !== "ok") {
    return (
      <StatusPage
        icon={CalendarX2}
        title={visit.state === "expired" ? "This visit is over" : "This link does not work"}
        actions={
          <>
            <Link href="/brampton/book-exam" className={buttonClass("primary", "lg")}>Book an appointment</Link>
            <a href={telHref(BRAND.phone)} data-call-location="manage-booking" className={buttonClass("outline", "lg")}>Call {BRAND.phone}</a>
          </>
        }
      >
        <p>{MANAGE_MESSAGES[visit.state]}</p>
      </StatusPage>
    );
  }
  const clinic = CLINICS[visit.clinic];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600 dark:text-brand-300">Your appointment</p>
      <h1 className="mt-1 text-3xl font-semibold text-ink">{clinic.name}</h1>
      <p className="mt-2 text-ink-muted">
        {fullAddress(clinic)} ·{" "}
        <a href={telHref(clinic.phone)} data-call-location="manage-booking" className="font-medium text-brand-700 underline dark:text-brand-300">{clinic.phone}</a>
      </p>
      <ManageVisit token={token} initial={visit} reminders={await getVisitReminders(db, token)} />
    </div>
  );
}
