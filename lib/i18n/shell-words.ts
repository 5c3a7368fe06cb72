import type { Locale } from "@/content/i18n/locales";
import { getT } from "./messages";

/**
 * The words the public shell's client islands show (menu, theme, cart, call widget, carousel,
 * a translated page's 404), resolved on the server from the page's catalogue. Browsers get these
 * strings only, not a message formatter: next-intl's client runtime on every page cost more than
 * issue 10's budget allows (docs/languages.md). A slot the browser fills stays as `{name}` (see fill).
 */
export function shellWords(locale: Locale) {
  const t = getT(locale, "shellClient");
  const slot = (name: string) => `{${name}}`;
  const nf = getT(locale, "notFound");
  return {
    locale,
    openMenu: t("openMenu"),
    closeMenu: t("closeMenu"),
    mobileNav: t("mobileNav"),
    viewAll: t("viewAll", { section: slot("section") }),
    allSection: t("allSection", { section: slot("section") }),
    bookAppointment: t("bookAppointment"),
    inEnglish: t("inEnglish"),
    language: t("language.label"),
    theme: {
      light: t("theme.light"),
      dark: t("theme.dark"),
      system: t("theme.system"),
      label: t("theme.label", { current: slot("current"), next: slot("next") }),
      title: t("theme.title", { current: slot("current") }),
    },
    cart: { empty: t("cartEmpty"), one: t("cartOne", { count: slot("count") }), other: t("cartOther", { count: slot("count") }) },
    callUs: t("callUs"),
    closeCallOptions: t("closeCallOptions"),
    scrollToTop: t("scrollToTop"),
    carousel: {
      region: t("carousel.region"),
      slide: t("carousel.slide", { index: slot("index"), total: slot("total") }),
      previous: t("carousel.previous"),
      next: t("carousel.next"),
      show: t("carousel.show", { index: slot("index") }),
      rating: t("carousel.rating", { rating: slot("rating") }),
      roleCarousel: t("carousel.roleCarousel"),
      roleSlide: t("carousel.roleSlide"),
    },
    notFound: { heading: nf("heading"), text: nf("text"), home: nf("home") },
  };
}
export type ShellWords = ReturnType<typeof shellWords>;
