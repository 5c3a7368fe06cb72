"use client";

import { useShellWords } from "@/components/i18n/shell-words";
import { localizedHref } from "@/lib/i18n/paths";
import { NotFoundContent } from "./not-found-content";

/**
 * The 404 page of a translated language. Not-found pages get no params, so it reads its
 * language and words from the shell its layout draws (PublicShell's ShellWordsProvider).
 */
export function LocalizedNotFound() {
  const { locale, notFound } = useShellWords();
  return <NotFoundContent words={notFound} homeHref={localizedHref(locale, "/")} />;
}
