import { OpeningHours } from "@/components/sections/opening-hours";
import type { Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { MapPin, Phone } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { fullAddress } from "@/lib/clinics/format";
import { telHref } from "@/content/clinics";
import { getClinics } from "@/lib/clinics";

/** Both clinics: address, phone and hours, all from content/clinics.ts. */
export async function ContactBlock({ title, locale = "en" }: { title?: string; locale?: Locale }) {
  const clinics = await getClinics();
  const t = getT(locale, "sections");
  return (
    <section aria-labelledby="contact-block-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="contact-block-heading" className="text-center font-display text-3xl font-semibold text-ink">{title ?? t("visitEither")}</h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {clinics.map((c) => (
            <article key={c.id} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="text-xl font-semibold text-ink">
                <Link href={localizedHref(locale, `/brampton/locations/${c.slug}`)} className="hover:underline">{t("clinicName", { clinic: c.shortName })}</Link>
              </h3>
              <p className="mt-3 flex gap-2 text-ink-muted"><MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />{fullAddress(c)}</p>
              <a href={telHref(c.phone)} data-call-location={c.id} className="mt-2 flex items-center gap-2 font-medium text-brand-700 dark:text-brand-300">
                <Phone aria-hidden className="size-5" />{c.phone}
              </a>
              <OpeningHours clinicId={c.id} locale={locale} withIcons className="mt-4 space-y-1 text-sm" />
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
