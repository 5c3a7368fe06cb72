import { Mail, MapPin, Phone, UserRound } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { BRAND } from "@/content/brand";
import { telHref } from "@/content/clinics";
import type { Locale } from "@/content/i18n/locales";
import { getClinics } from "@/lib/clinics";
import { getT } from "@/lib/i18n/messages";
import { mainNav } from "@/lib/i18n/navigation";
import { localizedHref } from "@/lib/i18n/paths";
import { CartButton } from "./cart-button";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";

/** Server-rendered, with small client islands, so it paints complete on the first frame. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = getT(locale, "shell");
  const clinics = await getClinics();
  const nav = mainNav(locale, clinics);
  const book = localizedHref(locale, "/brampton/book-exam");
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface md:bg-surface/95 md:backdrop-blur md:supports-[backdrop-filter]:bg-surface/85">
      <div className="bg-brand-800 text-brand-50 dark:bg-brand-950">
        <Container className="flex h-10 items-center justify-between gap-4 text-sm">
          <p className="truncate md:hidden">{t("tagline")}</p>
          <Link href={book} className="shrink-0 rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-brand-950 md:hidden">
            {t("bookAppointment")}
          </Link>
          <div className="hidden items-center gap-5 md:flex">
            <a href={telHref(BRAND.phone)} data-call-location="header" className="inline-flex items-center gap-1.5 hover:text-white">
              <Phone aria-hidden className="size-4" />
              {BRAND.phone}
            </a>
            <a href={`mailto:${BRAND.contactEmail}`} className="inline-flex items-center gap-1.5 hover:text-white">
              <Mail aria-hidden className="size-4" />
              {BRAND.contactEmail}
            </a>
          </div>
          <LanguageSwitcher locale={locale} className="hidden md:flex" />
          <ul className="hidden items-center gap-5 xl:flex">
            {clinics.map((c) => (
              <li key={c.id}>
                <Link href={localizedHref(locale, `/brampton/locations/${c.slug}`)} className="inline-flex items-center gap-1.5 hover:text-white">
                  <MapPin aria-hidden className="size-4" />
                  {c.street}
                  {c.unit ? `, ${c.unit}` : ""}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
      <Container className="relative flex h-16 items-center justify-between gap-3">
        <Logo label={t("homeLink", { brand: BRAND.name })} href={localizedHref(locale, "/")} />
        <MainNav items={nav} label={t("mainNav")} />
        <div className="flex items-center gap-1">
          <div className="hidden md:block">
            <ThemeToggle />
          </div>
          <Link
            href="/brampton/auth"
            aria-label={t("signIn")}
            className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
          >
            <UserRound aria-hidden className="size-5" />
          </Link>
          <CartButton />
          <div className="ml-1 hidden md:block">
            <Link href={book} className={buttonClass("primary", "md", "whitespace-nowrap")}>
              {t("bookEyeExam")}
            </Link>
          </div>
          <MobileMenu items={nav} locale={locale} bookHref={book} />
        </div>
      </Container>
    </header>
  );
}
