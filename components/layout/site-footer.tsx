import { Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { Container } from "@/components/ui/container";
import { BRAND, CLINIC_LIST, GENERAL_HOURS, fullAddress, hoursSummary, telHref } from "@/content/clinics";
import { FOOTER_QUICK_LINKS, OPTOMETRIST_SERVICES } from "@/content/navigation";
import { Logo } from "./logo";

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-line bg-surface-muted">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-4 text-sm text-ink-muted">
            Family optometry and designer eyewear at two Brampton clinics since {BRAND.foundedYear}. Direct billing to
            most insurance plans.
          </p>
          <a href={`mailto:${BRAND.officeEmail}`} className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-ink hover:text-brand-700 dark:hover:text-brand-300">
            <Mail aria-hidden className="size-4" />
            {BRAND.officeEmail}
          </a>
          <a href={telHref(BRAND.phone)} data-call-location="footer" className="mt-2 flex items-center gap-2 text-sm font-medium text-ink hover:text-brand-700 dark:hover:text-brand-300">
            <Phone aria-hidden className="size-4" />
            {BRAND.phone}
          </a>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="text-sm font-semibold uppercase tracking-widest text-ink">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_QUICK_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="text-ink-muted hover:text-brand-700 dark:hover:text-brand-300">{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold uppercase tracking-widest text-ink">Services</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {OPTOMETRIST_SERVICES.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="text-ink-muted hover:text-brand-700 dark:hover:text-brand-300">{l.label}</Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-ink">
            <Clock aria-hidden className="size-4" /> Hours
          </h2>
          <dl className="mt-3 space-y-1 text-sm">
            {hoursSummary(GENERAL_HOURS).map((h) => (
              <div key={h.label} className="flex justify-between gap-4">
                <dt className="text-ink-muted">{h.label}</dt>
                <dd className="text-ink">{h.value}</dd>
              </div>
            ))}
          </dl>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-widest text-ink">Our Clinics</h2>
          <ul className="mt-4 space-y-5 text-sm">
            {CLINIC_LIST.map((c) => (
              <li key={c.id}>
                <Link href={`/brampton/locations/${c.slug}`} className="font-semibold text-ink hover:text-brand-700 dark:hover:text-brand-300">
                  {c.shortName}
                </Link>
                <p className="mt-1 flex gap-2 text-ink-muted">
                  <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                  {fullAddress(c)}
                </p>
                <a href={telHref(c.phone)} data-call-location={`footer-${c.id}`} className="mt-1 flex items-center gap-2 text-ink-muted hover:text-brand-700 dark:hover:text-brand-300">
                  <Phone aria-hidden className="size-4" />
                  {c.phone}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-line">
        {/* Below 768 px the floating buttons sit over the last 76 px of the page: room is kept for them. */}
        <Container className="flex flex-col gap-2 py-5 text-xs text-ink-muted sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} {BRAND.name}. All rights reserved.</p>
          <p>Optometry and eyewear in Brampton, Ontario.</p>
        </Container>
      </div>
    </footer>
  );
}
