import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { getT } from "@/lib/i18n/messages";
import { NotFoundLogger } from "./not-found-logger";

export const notFoundMetadata: Metadata = { title: getT("en", "notFound")("title"), robots: { index: false } };

/** The 404 page's content; the layout around it draws the header and footer. */
export function PageNotFound() {
  const t = getT("en", "notFound");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <NotFoundLogger />
      <p aria-hidden className="font-display text-8xl font-semibold text-brand-600 dark:text-brand-300">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-ink">{t("heading")}</h1>
      <p className="mt-3 text-ink-muted">{t("text")}</p>
      <Link href="/" className={buttonClass("primary", "lg", "mt-8")}>
        {t("home")}
      </Link>
    </div>
  );
}
