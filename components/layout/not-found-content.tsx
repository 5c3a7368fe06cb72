import { buttonClass } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { NotFoundLogger } from "./not-found-logger";

/** The 404 page's content in any language; the layout around it draws the header and footer. */
export function NotFoundContent({ words, homeHref }: { words: { heading: string; text: string; home: string }; homeHref: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <NotFoundLogger />
      <p aria-hidden className="font-display text-8xl font-semibold text-brand-600 dark:text-brand-300">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-ink">{words.heading}</h1>
      <p className="mt-3 text-ink-muted">{words.text}</p>
      <Link href={homeHref} className={buttonClass("primary", "lg", "mt-8")}>
        {words.home}
      </Link>
    </div>
  );
}
