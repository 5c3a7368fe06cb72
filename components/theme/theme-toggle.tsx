"use client";

import { useShellWords } from "@/components/i18n/shell-words";
import { fill } from "@/lib/i18n/fill";
import { Monitor, Moon, Sun } from "@/components/ui/icons";
import { useEffect, useState } from "react";

export type ThemeChoice = "light" | "dark" | "system";
const ORDER: ThemeChoice[] = ["light", "dark", "system"];

function apply(choice: ThemeChoice) {
  const dark = choice === "dark" || (choice === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.dataset.theme = choice;
}

function readChoice(): ThemeChoice {
  const t = typeof document !== "undefined" ? document.documentElement.dataset.theme : undefined;
  return t === "light" || t === "dark" ? t : "system";
}

/** Cycles light → dark → system; `system` follows the OS setting live. */
export function ThemeToggle({ className = "" }: { className?: string }) {
  const { theme } = useShellWords();
  const [choice, setChoice] = useState<ThemeChoice>("system");

  useEffect(() => {
    // The inline script already applied the stored choice; mirror it in React state.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading state set outside React
    setChoice(readChoice());
  }, []);

  useEffect(() => {
    if (choice !== "system") return;
    const mq = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => apply("system");
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, [choice]);

  const next = ORDER[(ORDER.indexOf(choice) + 1) % ORDER.length];
  const Icon = choice === "light" ? Sun : choice === "dark" ? Moon : Monitor;

  return (
    <button
      type="button"
      onClick={() => {
        try {
          localStorage.setItem("theme", next);
        } catch {
          // Private mode: the choice lasts for this page only.
        }
        apply(next);
        setChoice(next);
      }}
      aria-label={fill(theme.label, { current: theme[choice], next: theme[next] })}
      title={fill(theme.title, { current: theme[choice] })}
      className={`inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted ${className}`}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
