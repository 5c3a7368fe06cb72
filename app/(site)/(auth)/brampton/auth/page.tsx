import type { Metadata } from "next";
import { canonicalUrl } from "@/lib/seo/metadata";
import { redirect } from "next/navigation";
import { AuthTabs } from "@/components/auth/auth-tabs";
import { BRAND } from "@/content/brand";
import { getSession } from "@/lib/auth";
import { afterSignIn } from "@/lib/auth/redirect";

export const metadata: Metadata = {
  title: "Sign In",
  description: `Sign in or create your ${BRAND.name} account.`,
  robots: { index: false, follow: false },
  alternates: { canonical: canonicalUrl("/brampton/auth") },
};

type Props = { searchParams: Promise<{ next?: string | string[]; tab?: string }> };

export default async function AuthPage({ searchParams }: Props) {
  const { next: rawNext, tab } = await searchParams;
  const next = typeof rawNext === "string" ? rawNext : undefined;
  // An existing session goes straight to where its role belongs.
  const session = await getSession();
  if (session) redirect(afterSignIn(next, session.role));

  return (
    <div className="bg-surface-muted px-4 py-12 md:py-20">
      <div className="mx-auto max-w-md">
        <h1 className="text-center font-display text-3xl font-semibold text-ink md:text-4xl">Welcome to {BRAND.name}</h1>
        <p className="mt-3 text-center text-ink-muted">
          Sign in to see your orders, or create an account to check out faster next time.
        </p>
        <AuthTabs next={next} initialTab={tab === "signup" ? "signup" : "signin"} />
      </div>
    </div>
  );
}
