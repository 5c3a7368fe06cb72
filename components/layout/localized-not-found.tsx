"use client";

import { useShellWords } from "@/components/i18n/shell-words";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { localizedHref } from "@/lib/i18n/paths";
import { NotFoundLogger } from "./not-found-logger";

/**
 * The 404 page of a translated language. Not-found pages get no params, so it reads its
 * language and words from the shell its layout draws (PublicShell's ShellWordsProvider).
 */
export function LocalizedNotFound() {
  const { locale, notFound } = useShellWords();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <NotFoundLogger />
      <p aria-hidden className="font-display text-8xl font-semibold text-brand-600 dark:text-brand-300">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-ink">{notFound.heading}</h1>
      <p className="mt-3 text-ink-muted">{notFound.text}</p>
      <Link href={localizedHref(locale, "/")} className={buttonClass("primary", "lg", "mt-8")}>
        {notFound.home}
      </Link>
    </div>
  );
}
