import type { Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { ExternalLink } from "@/components/ui/icons";
import { BRAND } from "@/content/brand";

export function ReviewsLink({ label, locale = "en" }: { label?: string; locale?: Locale }) {
  const t = getT(locale, "sections");
  return (
    <p className="mt-8 text-center">
      <a href={BRAND.reviewsUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline dark:text-brand-300">
        {label ?? t("reviews")}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">{t("newTab")}</span>
      </a>
    </p>
  );
}
