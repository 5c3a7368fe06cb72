import { ExternalLink } from "@/components/ui/icons";
import { BRAND } from "@/content/clinics";

export function ReviewsLink({ label = "View all 100+ reviews on Google" }: { label?: string }) {
  return (
    <p className="mt-8 text-center">
      <a href={BRAND.reviewsUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline dark:text-brand-300">
        {label}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}
