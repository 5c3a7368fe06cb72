import { BRAND } from "@/content/brand";
import { addDays } from "@/lib/booking/zoned-time";
import { timeValue } from "@/lib/schedule/days";
import type { ScheduleClinic, ScheduleData } from "@/lib/schedule/types";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** How far ahead closures and special hours are announced to search engines. */
const SPECIAL_DAYS_AHEAD = 60;

/**
 * schema.org Optician for one clinic: its record and weekly hours, and its closures and special
 * hours in the next 60 days, all from the schedule the admins edit.
 */
export function opticianJsonLd(c: ScheduleClinic, siteUrl: string, schedule: ScheduleData, today: string) {
  const hours = c.hours;
  const last = addDays(today, SPECIAL_DAYS_AHEAD);
  const special = schedule.closures.filter(
    (x) => x.staffId === null && (x.clinicId === null || x.clinicId === c.id) && x.lastDate >= today && x.firstDate <= last,
  );
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
    openingHoursSpecification: hours.flatMap((h, day) =>
      h ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: DAY_NAMES[day], opens: timeValue(h.open), closes: timeValue(h.close) }] : [],
    ),
    // schema.org writes a closed day as opens and closes both 00:00.
    ...(special.length
      ? {
          specialOpeningHoursSpecification: special.map((x) => ({
            "@type": "OpeningHoursSpecification",
            validFrom: x.firstDate,
            validThrough: x.lastDate,
            opens: x.opens === null ? "00:00" : timeValue(x.opens),
            closes: x.closes === null ? "00:00" : timeValue(x.closes),
          })),
        }
      : {}),
    parentOrganization: { "@type": "Organization", name: BRAND.name },
  };
}
