import { ExternalLink } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { SignOutButton } from "@/components/account/sign-out-button";
import { ShellWordsProvider } from "@/components/i18n/shell-words";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { shellWords } from "@/lib/i18n/shell-words";
import { LogoMark } from "@/components/layout/logo";
import { BRAND } from "@/content/brand";
import type { StaffRole } from "@/lib/auth/permissions";
import { AdminNav } from "./admin-nav";

/** `inBar`: in the desktop bar, where nine links leave the address a short (truncated) space. */
function AccountControls({ email, inBar = false }: { email: string | null; inBar?: boolean }) {
  return (
    <div className={`flex items-center gap-3 text-sm ${inBar ? "flex-nowrap whitespace-nowrap" : "flex-wrap"}`}>
      <Link href="/" className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline dark:text-brand-300">
        {/* Beside nine links the words give way to the icon (the bar is 1280 px at most); screen readers still hear them. */}
        <span className={inBar ? "sr-only" : undefined}>View site</span>
        <ExternalLink aria-hidden className="size-3.5" />
      </Link>
      {email ? (
        <span className={`truncate text-ink-muted ${inBar ? "max-w-[8rem]" : "max-w-[16rem]"}`} title={email}>
          {email}
        </span>
      ) : null}
      {email ? <SignOutButton /> : null}
    </div>
  );
}

/** The back office's own chrome: no marketing header, footer or call widgets. */
export function AdminShell({ email, role, children }: { email: string | null; role: StaffRole | null; children: ReactNode }) {
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
        <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
          <Link href="/brampton/admin" className="flex items-center gap-2.5">
            <LogoMark className="size-8" />
            {/* Beside the links' bar (from 1280 px; the bar is never wider) only the mark shows; the name stays for screen readers. */}
            <span className="leading-tight xl:sr-only">
              <span className="block font-display text-base font-semibold text-ink">{BRAND.name}</span>
              <span className="block text-[0.65rem] font-semibold uppercase tracking-[0.2em] text-brand-600 dark:text-brand-300">Admin</span>
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-2 xl:ml-6 xl:flex-1">
            <AdminNav role={role} footer={<AccountControls email={email} />} />
            <div className="ml-auto hidden xl:block">
              <AccountControls email={email} inBar />
            </div>
            <ShellWordsProvider words={shellWords("en")}>
              <ThemeToggle />
            </ShellWordsProvider>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1 bg-surface-muted/40">
        {children}
      </main>
    </>
  );
}
