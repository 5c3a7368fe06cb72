import type { Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { LensArt } from "./lens-art";

export type HeroProps = {
  title: string;
  subtitle: string;
  badge?: string;
  primary?: { label: string; href: string };
  secondary?: { label: string; href: string };
  /** The page's language, for the default booking button. */
  locale?: Locale;
  children?: ReactNode;
};

/** Page hero: one h1, the booking call, and a drawn lens motif (decorative). */
export function Hero({ title, subtitle, badge, primary, secondary, locale = "en", children }: HeroProps) {
  const book = primary ?? { label: getT(locale, "shell")("bookEyeExam"), href: localizedHref(locale, "/brampton/book-exam") };
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-surface to-accent-300/20 dark:from-brand-950 dark:via-page dark:to-brand-900/40">
      <Container className="relative grid items-center gap-10 py-14 md:grid-cols-[1.3fr_1fr] md:py-20">
        <div>
          {badge ? (
            <p className="inline-flex rounded-full bg-accent-300/40 px-3 py-1 text-sm font-semibold text-brand-900 dark:bg-accent-500/20 dark:text-accent-300">
              {badge}
            </p>
          ) : null}
          <h1 className="mt-4 font-display text-4xl font-semibold leading-tight text-ink md:text-5xl">{title}</h1>
          <p className="mt-4 max-w-xl text-lg text-ink-muted">{subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton href={book.href} size="lg">{book.label}</LinkButton>
            {secondary ? <LinkButton href={secondary.href} size="lg" variant="outline">{secondary.label}</LinkButton> : null}
          </div>
          {children}
        </div>
        <LensArt className="mx-auto hidden w-full max-w-sm md:block" />
      </Container>
    </section>
  );
}
