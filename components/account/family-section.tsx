import { FAMILY_COPY as C } from "@/content/patients";
import { clinicShortName, type ClinicName } from "@/lib/clinics";
import type { FamilyMember } from "@/lib/patients/read";

const when = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeStyle: "short", timeZone: "America/Toronto" });

/** "Your family": the account's own patient record and their household's, each with their next visit. */
export function FamilySection({ members, clinics }: { members: FamilyMember[]; clinics: readonly ClinicName[] }) {
  return (
    <section aria-labelledby="family-heading" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="family-heading" className="text-xl font-semibold text-ink">{C.title}</h2>
      <p className="mt-2 text-sm text-ink-muted">{members.length ? C.intro : C.empty}</p>
      {members.length ? (
        <ul className="mt-4 divide-y divide-line">
          {members.map((m) => (
            <li key={m.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm">
              <span className="font-medium text-ink">
                {m.first_name} {m.last_name}
                {m.is_self ? <span className="ml-2 text-xs font-normal text-ink-muted">({C.you})</span> : null}
              </span>
              <span className="text-ink-muted">
                {m.next_visit && m.location
                  ? `${C.nextVisit}: ${when.format(new Date(m.next_visit))} · ${clinicShortName(clinics, m.location)}`
                  : C.none}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
