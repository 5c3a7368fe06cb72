"use client";

import { useShellWords } from "@/components/i18n/shell-words";

/** Beside a link on a translated page that leads to a page in English only, so it is no surprise. */
export function EnglishMark() {
  const { inEnglish } = useShellWords();
  return (
    <>
      <span aria-hidden className="ml-1.5 rounded border border-line px-1 align-middle text-[0.65rem] font-semibold leading-4 text-ink-muted">
        EN
      </span>
      <span className="sr-only"> ({inEnglish})</span>
    </>
  );
}
