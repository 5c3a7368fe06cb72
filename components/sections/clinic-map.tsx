import type { Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { MapPin, Navigation } from "@/components/ui/icons";

import { CLINIC_COPY } from "@/content/clinics";
import { fullAddress, mapsUrl as directionsUrl } from "@/lib/clinics/format";
import type { Clinic } from "@/lib/clinics/types";

/**
 * A drawn street map of the clinic's corner with a directions link. Drawn rather than an
 * embedded map, so it never loads third-party scripts or shows a blank box offline. The roads
 * are the clinic's page copy; a clinic without them gets its own street, running east-west.
 */
export function ClinicMap({ clinic, locale = "en" }: { clinic: Clinic; locale?: Locale }) {
  const t = getT(locale, "sections");
  const mapsUrl = directionsUrl(clinic);
  const art = CLINIC_COPY[clinic.id]?.mapArt ?? { road: clinic.street.replace(/^[\d-]+\s+/, ""), crossStreet: "", roadRuns: "east-west" };
  const eastWest = art.roadRuns === "east-west";
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-surface">
      <svg viewBox="0 0 600 300" role="img" aria-label={t("map.label", { name: clinic.name, address: fullAddress(clinic) })} className="h-auto w-full bg-[#e8f0ee] dark:bg-[#142426]">
        <rect width="600" height="300" className="fill-[#e8f0ee] dark:fill-[#142426]" />
        {[60, 180, 420, 540].map((x) => <rect key={x} x={x - 40} y="20" width="70" height="50" rx="6" className="fill-[#d4e2df] dark:fill-[#1c3235]" />)}
        {[90, 250, 470].map((x) => <rect key={x} x={x - 50} y="200" width="90" height="70" rx="6" className="fill-[#d4e2df] dark:fill-[#1c3235]" />)}
        <rect x="0" y={eastWest ? 120 : 0} width={eastWest ? 600 : 0} height="44" fill="#f7f3e8" className="dark:fill-[#2a3b3d]" />
        <rect x={eastWest ? 0 : 300} y={eastWest ? 0 : 0} width={eastWest ? 0 : 44} height="300" fill="#f7f3e8" className="dark:fill-[#2a3b3d]" />
        <rect x="0" y={eastWest ? 0 : 130} width="600" height={eastWest ? 0 : 30} fill="#f7f3e8" className="dark:fill-[#2a3b3d]" />
        <rect x="370" y="0" width="30" height="300" fill="#f7f3e8" className="dark:fill-[#2a3b3d]" opacity={eastWest ? 1 : 0} />
        <text x="20" y={eastWest ? 147 : 150} fontSize="14" fill="#6b7b7a">{eastWest ? art.road : art.crossStreet}</text>
        <text x={eastWest ? 378 : 308} y="290" fontSize="14" fill="#6b7b7a" transform={`rotate(-90 ${eastWest ? 392 : 330} 290)`}>{eastWest ? art.crossStreet : art.road}</text>
        <g transform={`translate(${eastWest ? 300 : 360} ${eastWest ? 100 : 112})`}>
          <circle r="26" fill="#27928e" opacity=".18" />
          <path d="M0 10 C -12 -4 -12 -20 0 -24 C 12 -20 12 -4 0 10Z" fill="#1a5e5e" />
          <circle cy="-12" r="5" fill="#f9bf4f" />
        </g>
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
        <span className="flex items-center gap-2 text-ink"><MapPin aria-hidden className="size-4 text-brand-600" />{fullAddress(clinic)}</span>
        <a href={mapsUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline dark:text-brand-300">
          <Navigation aria-hidden className="size-4" /> {t("map.open")}<span className="sr-only"> {t("newTab")}</span>
        </a>
      </figcaption>
    </figure>
  );
}
