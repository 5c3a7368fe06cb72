import { Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { Container } from "@/components/ui/container";
import { OpeningHours } from "@/components/sections/opening-hours";
import { BRAND } from "@/content/brand";
import { fullAddress } from "@/lib/clinics/format";
import { telHref } from "@/content/clinics";
import type { Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { footerNav } from "@/lib/i18n/navigation";
import { localizedHref } from "@/lib/i18n/paths";
import { EnglishMark } from "./english-mark";
import { Logo } from "./logo";
import { getClinics } from "@/lib/clinics";

export async function SiteFooter({ locale }: { locale: Locale }) {
  const clinics = await getClinics();
  const t = getT(locale, "shell.footer");
  const nav = footerNav(locale);
  return (
    <footer className="mt-auto border-t border-line bg-surface-muted">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo label={getT(locale, "shell")("homeLink", { brand: BRAND.name })} href={localizedHref(locale, "/")} />
          <p className="mt-4 text-sm text-ink-muted">{t("about", { year: BRAND.foundedYear })}</p>
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
          <h2 id="footer-quick" className="text-sm font-semibold uppercase tracking-widest text-ink">{t("quickLinks")}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {nav.quick.map((l) => (
              <li key={l.href}>
                <Link href={l.href} hrefLang={l.english ? "en" : undefined} className="text-ink-muted hover:text-brand-700 dark:hover:text-brand-300">
                  {l.label}
                  {l.english ? <EnglishMark /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold uppercase tracking-widest text-ink">{t("services")}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {nav.services.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="text-ink-muted hover:text-brand-700 dark:hover:text-brand-300">{l.label}</Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-ink">
            <Clock aria-hidden className="size-4" /> {t("hours")}
          </h2>
          <OpeningHours locale={locale} className="mt-3 space-y-1 text-sm" />
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-widest text-ink">{t("ourClinics")}</h2>
          <ul className="mt-4 space-y-5 text-sm">
            {clinics.map((c) => (
              <li key={c.id}>
                <Link href={localizedHref(locale, `/brampton/locations/${c.slug}`)} className="font-semibold text-ink hover:text-brand-700 dark:hover:text-brand-300">
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
          <p>{t("rights", { year: new Date().getFullYear(), brand: BRAND.name })}</p>
          <p>{t("tagline")}</p>
        </Container>
      </div>
    </footer>
  );
}
