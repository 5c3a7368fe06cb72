"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ShellWords } from "@/lib/i18n/shell-words";

const Words = createContext<ShellWords | null>(null);

/** The shell's words for its client islands, in the page's language (lib/i18n/shell-words). */
export function ShellWordsProvider({ words, children }: { words: ShellWords; children: ReactNode }) {
  return <Words.Provider value={words}>{children}</Words.Provider>;
}

export function useShellWords(): ShellWords {
  const words = useContext(Words);
  if (!words) throw new Error("useShellWords needs a ShellWordsProvider (PublicShell or the admin shell)");
  return words;
}
