import type { Metadata } from "next";
import { WaitlistFigures, WaitlistOffers } from "@/components/waitlist/admin-offers";
import { WaitlistEntries } from "@/components/waitlist/waitlist-entries";
import { WAITLIST_ADMIN_COPY as C } from "@/content/waitlist";
import { requireAdminPage } from "@/lib/admin/guard";
import { getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { listLiveEntries, listOffers, weekFigures } from "@/lib/waitlist/admin";

export const metadata: Metadata = { title: "Waitlist", robots: { index: false, follow: false } };

/** The clinic's view of the waitlist (issue 44): live entries by clinic, in the order they joined. Owner and Front desk. */
export default async function WaitlistPage() {
  const session = await requireAdminPage("/brampton/admin/waitlist", "patients");
  const db = await getDb();
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const [entries, clinics, offers, figures] = await Promise.all([listLiveEntries(db, caller), getClinics(), listOffers(db, caller), weekFigures(db, caller)]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
      <WaitlistFigures figures={figures} />
      <WaitlistEntries entries={entries} clinics={clinics} />
      <WaitlistOffers offers={offers} clinicName={(id) => clinics.find((c) => c.id === id)?.name ?? id} />
    </div>
  );
}
