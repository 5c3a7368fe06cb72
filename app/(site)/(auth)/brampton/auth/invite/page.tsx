import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { AcceptInviteForm } from "@/components/staff/accept-invite-form";
import { ROLE_LABELS, STAFF_COPY as C } from "@/content/staff";
import { getDb } from "@/lib/db";
import { peekInvitation } from "@/lib/staff/invitations";

export const metadata: Metadata = {
  title: C.accept.title,
  robots: { index: false, follow: false },
  // The link's token must not travel on in a Referer header.
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** A staff invitation's one-time link: sets the password and signs the new staff member in. */
export default async function AcceptInvitePage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const invite = await peekInvitation(await getDb(), token);
  if (!invite) {
    return (
      <AuthCard title={C.accept.title}>
        <p role="alert" className="text-ink">{C.accept.invalid}</p>
      </AuthCard>
    );
  }
  const role = ROLE_LABELS[invite.role];
  return (
    <AuthCard title={C.accept.title} intro={C.accept.intro(invite.email, role)}>
      <AcceptInviteForm token={token} welcome={C.accept.welcome(role)} />
    </AuthCard>
  );
}
