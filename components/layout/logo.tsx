import { Link } from "@/components/ui/link";
import { BRAND } from "@/content/brand";

/** The mark alone: an eye whose iris is a lens catching light. */
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden className={`shrink-0 ${className}`}>
      <rect width="48" height="48" rx="12" className="fill-brand-700 dark:fill-brand-500" />
      <path d="M6 24c4.5-7.5 10.5-11.3 18-11.3S37.5 16.5 42 24c-4.5 7.5-10.5 11.3-18 11.3S10.5 31.5 6 24z" fill="#eefaf9" />
      <circle cx="24" cy="24" r="7.5" fill="#27928e" />
      <circle cx="24" cy="24" r="3.4" fill="#082527" />
      <circle cx="26.6" cy="21.4" r="1.7" fill="#f9bf4f" />
    </svg>
  );
}

/** The Brightview wordmark: an eye whose iris is a lens catching light. */
export function Logo({ className = "", label = `${BRAND.name} home`, href = "/" }: { className?: string; label?: string; href?: string }) {
  return (
    <Link href={href} aria-label={label} className={`group inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark className="size-9" />
      <span className="leading-none">
        <span className="block font-display text-lg font-semibold tracking-tight text-ink">Brightview</span>{" "}
        {/* The space keeps the visible text "Brightview Eye Care" inside the link's name (WCAG 2.5.3). */}
        <span className="block text-[0.68rem] font-semibold uppercase tracking-[0.2em] text-brand-600 dark:text-brand-300">
          Eye Care
        </span>
      </span>
    </Link>
  );
}
