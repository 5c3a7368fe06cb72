import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Link } from "@/components/ui/link";
import { ACCOUNT_COPY } from "@/content/account";
import { getSession } from "@/lib/auth";
import { peekLink } from "@/lib/auth/account-links";
import { config } from "@/lib/config";

export const metadata: Metadata = {
  title: ACCOUNT_COPY.reset.title,
  robots: { index: false, follow: false },
  // The link's token must not travel on in a Referer header.
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Embedded: the e-mail's link carries a token. Hosted: Supabase's link has started a recovery session. */
async function linkIsLive(token: string): Promise<boolean> {
  if (config().authMode === "supabase") return (await getSession()) !== null;
  return peekLink(token, "password-reset");
}

export default async function ResetPasswordPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  if (!(await linkIsLive(token))) {
    return (
      <AuthCard title={ACCOUNT_COPY.reset.title}>
        <p role="alert" className="text-ink">{ACCOUNT_COPY.reset.invalidLink}</p>
        <p className="mt-6">
          <Link href="/brampton/auth/forgot" className="inline-block rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
            {ACCOUNT_COPY.reset.askAgain}
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={ACCOUNT_COPY.reset.title} intro={ACCOUNT_COPY.reset.intro}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
