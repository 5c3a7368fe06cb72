import type { Metadata } from "next";
import { canonicalUrl } from "@/lib/seo/metadata";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Link } from "@/components/ui/link";
import { ACCOUNT_COPY } from "@/content/account";

export const metadata: Metadata = {
  title: ACCOUNT_COPY.forgot.title,
  robots: { index: false, follow: false },
  alternates: { canonical: canonicalUrl("/brampton/auth/forgot") },
};

export default function ForgotPasswordPage() {
  return (
    <AuthCard title={ACCOUNT_COPY.forgot.title} intro={ACCOUNT_COPY.forgot.intro}>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <Link href="/brampton/auth" className="font-medium text-brand-700 underline dark:text-brand-300">
          {ACCOUNT_COPY.forgot.backToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
