import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { STRENGTHS } from "@/content/about";
import en from "@/content/i18n/en/messages.json";
import hi from "@/content/i18n/hi/messages.json";
import { NAV_HI } from "@/content/i18n/hi/navigation";
import { PREFIXED_LOCALES, type PrefixedLocale } from "@/content/i18n/locales";
import pa from "@/content/i18n/pa/messages.json";
import { NAV_PA } from "@/content/i18n/pa/navigation";
import { LOCATION_PAGES } from "@/content/locations";
import { seedClinics } from "../support/clinics";
import { FOOTER_QUICK_LINKS, MAIN_NAV } from "@/content/navigation";
import { SERVICE_BY_SLUG, TRANSLATED_SERVICE_SLUGS } from "@/content/services";
import { formatAppointment, formatShortDay, formatTime } from "@/lib/booking/format";
import { clinicIn, locationIn, serviceIn, strengthsIn, testimonialsIn } from "@/lib/i18n/content";
import { hasTranslation, localizedHref, splitLocale, switchLocale } from "@/lib/i18n/paths";
import { englishSentences } from "../support/english-text";

type Tree = { [key: string]: string | Tree };
const CATALOGUES: Record<PrefixedLocale, Tree> = { pa, hi };
const NAV: Record<PrefixedLocale, Record<string, string>> = { pa: NAV_PA, hi: NAV_HI };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

/** The argument names a message uses, and its plural/select keys, as a comparable signature. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(`${el.value}:${el.type === TYPE.plural ? "plural" : "select"}`);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** The words of a message, without its ICU syntax (each plural branch on its own). */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((el) => {
    if (el.type === TYPE.literal) return [el.value];
    if (el.type === TYPE.plural || el.type === TYPE.select) return Object.values(el.options).flatMap((o) => literals(o.value));
    return [" "];
  });
}

/** Every string a translated typed-content value holds. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(PREFIXED_LOCALES)("the %s message catalogue", (locale) => {
  const english = new Map(leaves(en));
  const translated = new Map(leaves(CATALOGUES[locale]));

  it("has every English key and no other", () => {
    expect([...english.keys()].filter((k) => !translated.has(k))).toEqual([]);
    expect([...translated.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it("is valid ICU, with the same placeholders and plurals as English", () => {
    for (const [key, text] of translated) {
      const want = [...argumentsOf(parse(english.get(key) ?? ""))].sort();
      expect([...argumentsOf(parse(text))].sort(), key).toEqual(want);
    }
  });

  it("leaves no English sentence untranslated", () => {
    for (const [key, text] of translated) expect(englishSentences(literals(parse(text)).join("")), `${key}: ${text}`).toEqual([]);
  });
});

describe.each(PREFIXED_LOCALES)("the %s typed content", (locale) => {
  it("translates every service page with the English page's shape", () => {
    for (const slug of TRANSLATED_SERVICE_SLUGS) {
      const page = serviceIn(locale, slug)!;
      const source = SERVICE_BY_SLUG.get(slug)!;
      expect(page.benefits.length, slug).toBe(source.benefits.length);
      expect(page.faqs.length, slug).toBe(source.faqs.length);
      expect(page.extras.map((e) => e.items.length), slug).toEqual(source.extras.map((e) => e.items.length));
      expect(page.title, slug).not.toBe(source.title);
      for (const text of strings({ ...page, testimonials: page.testimonials.map((t) => ({ text: t.text, service: t.service })) })) {
        expect(englishSentences(text), `${slug}: ${text}`).toEqual([]);
      }
    }
  });

  it("translates both clinics' pages and facts, whose numbers, names and addresses stay", () => {
    for (const record of seedClinics()) {
      const page = LOCATION_PAGES.find((l) => l.clinicId === record.id)!;
      const copy = locationIn(locale, record);
      expect(copy.counters.map((c) => c.value)).toEqual(page.counters.map((c) => c.value));
      expect(copy.faqs.length).toBe(page.faqs.length);
      const clinic = clinicIn(locale, record);
      expect(clinic.features.length).toBeGreaterThan(0);
      for (const text of strings([copy.heroTitle, copy.heroSubtitle, copy.whyChoose, copy.faqs, copy.counters.map((c) => c.label), clinic.badge, clinic.features, clinic.parking])) {
        expect(englishSentences(text), text).toEqual([]);
      }
    }
    const strengths = strengthsIn(locale, seedClinics());
    expect(strengths).toHaveLength(STRENGTHS.length);
    for (const b of strengths) expect(englishSentences(b.text.replaceAll("Steeles Ave W", "").replaceAll("Goreway Dr", "")), b.text).toEqual([]);
    expect(testimonialsIn(locale, "simran")[0].name).toBe("Simran K.");
  });

  it("gives a clinic with no words of its own a page in this language, its facts filled in", () => {
    const third = { ...seedClinics()[0], id: "mississauga", slug: "brightview-mississauga", shortName: "Hurontario St", street: "100 Hurontario St", unit: "Suite 5", city: "Mississauga" };
    const copy = locationIn(locale, third);
    const clinic = clinicIn(locale, third);
    expect(copy.heroTitle).toContain("Hurontario St");
    expect(clinic.badge).toBe("100 Hurontario St, Mississauga");
    expect(copy.faqs.length).toBeGreaterThan(0);
    const all = strings([copy.heroTitle, copy.heroSubtitle, copy.whyChoose, copy.faqs, clinic.badge, clinic.features, clinic.parking]);
    // The clinic's names are names, the same in every language.
    const unnamed = (text: string) => text.replaceAll(third.shortName, "").replaceAll(third.street, "").replaceAll(third.city, "").replaceAll(third.unit!, "");
    for (const text of all) expect(englishSentences(unnamed(text)), text).toEqual([]);
    // Every placeholder is filled, for the seeded clinics too.
    for (const record of [...seedClinics(), third]) {
      const words = JSON.stringify([locationIn(locale, record), clinicIn(locale, record)]);
      expect(words).not.toMatch(/\{(street|unit|city|shortName)\}/);
    }
  });

  it("names every navigation link", () => {
    const labels = new Set([...MAIN_NAV.flatMap((i) => [i.label, ...(i.groups ?? []).flatMap((g) => [g.heading, ...g.links.map((l) => l.label)])]), ...FOOTER_QUICK_LINKS.map((l) => l.label)]);
    // Brands and street names are names, the same in every language.
    const names = /^(Ray-Ban|Gucci|Prada|Tom Ford|Versace|Calvin Klein)$/;
    expect([...labels].filter((l) => !names.test(l) && !NAV[locale][l])).toEqual([]);
  });
});

describe("addresses between languages", () => {
  it("prefixes only pages that have a translation, keeping query and fragment", () => {
    expect(localizedHref("pa", "/")).toBe("/pa");
    expect(localizedHref("hi", "/brampton/book-exam?service=x#schedule")).toBe("/hi/brampton/book-exam?service=x#schedule");
    expect(localizedHref("pa", "/brampton/shop?gender=men")).toBe("/brampton/shop?gender=men");
    expect(localizedHref("en", "/brampton/contact")).toBe("/brampton/contact");
    expect(hasTranslation("/brampton/book-exam/manage/abc_DEF-123")).toBe(true);
    expect(hasTranslation("/brampton/frame-types")).toBe(false);
  });

  it("switches a page to another language, or to English where it has none", () => {
    expect(switchLocale("/pa/brampton/locations/brightview-steeles", "hi")).toBe("/hi/brampton/locations/brightview-steeles");
    expect(switchLocale("/hi", "en")).toBe("/");
    expect(switchLocale("/brampton/shop", "pa")).toBe("/brampton/shop");
    expect(splitLocale("/translated/pa/brampton/contact")).toEqual({ locale: "pa", path: "/brampton/contact" });
    expect(splitLocale("/papaya")).toEqual({ locale: "en", path: "/papaya" });
  });
});

describe("dates and times in each language, in Brampton time", () => {
  // 14:00 UTC in January is 9:00 AM in Toronto (EST); in July, 10:00 AM (EDT).
  const winter = new Date("2027-01-15T14:00:00Z");
  const summer = new Date("2027-07-15T14:00:00Z");
  it("keeps English as the specs write it", () => {
    expect(formatAppointment(winter, new Date("2027-01-15T15:00:00Z"))).toBe("Friday, January 15, 2027, 9:00 AM – 10:00 AM EST");
    expect(formatTime(summer)).toBe("10:00 AM");
  });
  it("writes Punjabi and Hindi day names in their own script, at the same Toronto time", () => {
    expect(formatAppointment(winter, new Date("2027-01-15T15:00:00Z"), "pa")).toMatch(/^ਸ਼ੁੱਕਰਵਾਰ, 15 ਜਨਵਰੀ 2027, 9:00 .+ – 10:00 .+ EST$/);
    expect(formatAppointment(winter, new Date("2027-01-15T15:00:00Z"), "hi")).toMatch(/^शुक्रवार, 15 जनवरी 2027, 9:00 .+ – 10:00 .+ EST$/);
    expect(formatTime(summer, "hi")).toMatch(/^10:00/);
    expect(formatShortDay("2027-07-15", "pa")).toMatch(/ਵੀਰ/);
  });
});
