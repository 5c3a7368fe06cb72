import { BRAND, DAY_NAMES, type Clinic } from "@/content/clinics";

function to24h(t: string): string {
  const [, h, m, ap] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(t)!;
  const hour = (Number(h) % 12) + (ap === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${m}`;
}

/** schema.org Optician for one clinic, built from content/clinics.ts. */
export function opticianJsonLd(c: Clinic, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Optician",
    name: c.name,
    url: `${siteUrl}/brampton/locations/${c.slug}`,
    telephone: `+1-${c.phone}`,
    email: c.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${c.street}${c.unit ? `, ${c.unit}` : ""}`,
      addressLocality: c.city,
      addressRegion: c.province,
      postalCode: c.postalCode,
      addressCountry: "CA",
    },
    geo: { "@type": "GeoCoordinates", latitude: c.geo.lat, longitude: c.geo.lng },
    openingHoursSpecification: Object.entries(c.hours)
      .filter(([, h]) => h)
      .map(([day, h]) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: DAY_NAMES[Number(day)], opens: to24h(h!.open), closes: to24h(h!.close) })),
    parentOrganization: { "@type": "Organization", name: BRAND.name },
  };
}
