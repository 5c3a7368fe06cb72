import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { VisitsSection } from "@/components/visits/visits-section";
import { DataSection } from "@/components/account/data-section";
import { ExamFramesCard } from "@/components/account/exam-frames-card";
import { LensRequestsSection } from "@/components/account/lens-requests-section";
import { MeasurementsCard } from "@/components/account/measurements-card";
import { EmailStatus } from "@/components/account/email-status";
import { OrdersSection } from "@/components/account/orders-section";
import { ReceiptsSection } from "@/components/receipts/receipts-section";
import { listOwnReceipts } from "@/lib/receipts/read";
import { PasswordForm } from "@/components/account/password-form";
import { ProfileCard, type ProfileValues } from "@/components/account/profile-card";
import { SignOutButton } from "@/components/account/sign-out-button";
import { getOwnProfile, isEmailConfirmed, listOwnOrdersPage } from "@/lib/account";
import { listOwnVisits } from "@/lib/account/appointments";
import { listOwnLensRequests } from "@/lib/account/lens-requests";
import { getSession, homeFor } from "@/lib/auth";
import { listOwnAccess } from "@/lib/access-log/own";
import { AccessSection } from "@/components/account/access-section";
import { FamilySection } from "@/components/account/family-section";
import { RecallSection } from "@/components/account/recall-section";
import { ownRecallConsent } from "@/lib/recall/consent";
import { AccountTextsSection } from "@/components/texts/text-consent-section";
import { ownTextConsent } from "@/lib/sms/consent";
import { clinicNames, getClinics } from "@/lib/clinics";
import { listOwnFamily } from "@/lib/patients/read";
import { getDb } from "@/lib/db";
import { formatLongDate } from "@/lib/format";

export const metadata: Metadata = { title: "My Account", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ email?: string | string[]; orders?: string | string[] }> };

export default async function AccountPage({ searchParams }: Props) {
  const { email: linkParam, orders: ordersParam } = await searchParams;
  const linkResult = linkParam === "confirmed" || linkParam === "invalid-link" ? linkParam : null;
  const session = await getSession();
  if (!session) redirect(`/brampton/auth?next=${encodeURIComponent(`/brampton/account${linkResult ? `?email=${linkResult}` : ""}`)}`);
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const db = await getDb();
  const [profile, orders, confirmed, visits, lensRequests, receipts, looks, family, clinics, recallOn, texts] = await Promise.all([
    getOwnProfile(db, caller),
    listOwnOrdersPage(db, caller, ordersParam),
    isEmailConfirmed(db, session.userId),
    listOwnVisits(db, caller),
    listOwnLensRequests(db, session.userId),
    listOwnReceipts(db, caller),
    listOwnAccess(db, caller),
    listOwnFamily(db, caller),
    getClinics(),
    ownRecallConsent(db, caller),
    ownTextConsent(db, caller),
  ]);
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(" ");

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600 dark:text-brand-300">My Account</p>
          <h1 className="mt-1 text-3xl font-semibold text-ink">{name ? `Hello, ${profile?.first_name}` : "Your account"}</h1>
        </div>
        <div className="flex gap-3">
          {session.isAdmin ? (
            <Link href={homeFor(session)} className="rounded-full border border-line px-4 py-2 text-sm font-medium hover:bg-surface-muted">
              Admin Dashboard
            </Link>
          ) : null}
          <SignOutButton />
        </div>
      </div>

      <EmailStatus email={session.email} confirmed={confirmed} linkResult={linkResult} />

      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <div className="space-y-6 md:col-span-2">
          <VisitsSection confirmed={confirmed} upcoming={visits.upcoming} past={visits.past} />
          <FamilySection members={family} clinics={clinicNames(clinics)} />
          <RecallSection on={recallOn} />
          <AccountTextsSection consent={texts} />
          <OrdersSection orders={orders} />
          <ReceiptsSection receipts={receipts} />
          <AccessSection rows={looks} />
          <LensRequestsSection requests={lensRequests} confirmed={confirmed} />
          <DataSection canDelete={!session.isAdmin} />
        </div>
        {/* The sidebar comes after the main column in reading order: on a phone the visits and orders come first. */}
        <div className="space-y-6 md:order-first md:col-span-1">
          <ProfileCard
            values={{
              firstName: profile?.first_name ?? "",
              lastName: profile?.last_name ?? "",
              phoneNumber: profile?.phone_number ?? "",
              address: profile?.address ?? "",
              howDidYouHear: (profile?.how_did_you_hear ?? "") as ProfileValues["howDidYouHear"],
            }}
            details={
              <dl className="mt-4 space-y-3 text-sm">
                <div>
                  <dt className="text-ink-muted">Name</dt>
                  <dd className="font-medium">{name || "—"}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">Email</dt>
                  <dd className="font-medium break-all">{profile?.email ?? session.email}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">Phone</dt>
                  <dd className="font-medium">{profile?.phone_number || "—"}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">Address</dt>
                  <dd className="font-medium">{profile?.address || "—"}</dd>
                </div>
                {profile ? (
                  <div>
                    <dt className="text-ink-muted">Member since</dt>
                    <dd className="font-medium">{formatLongDate(profile.created_at)}</dd>
                  </div>
                ) : null}
              </dl>
            }
          />
          <MeasurementsCard fit={profile?.fit ?? null} />
          <ExamFramesCard />
          <PasswordForm />
        </div>
      </div>
    </div>
  );
}
