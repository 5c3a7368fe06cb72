import { Section } from "@/components/sections/section";
import { Link } from "@/components/ui/link";

import { spokenLanguageName } from "@/content/staff-languages";
import { getPublicSchedule } from "@/lib/schedule";

const ROLE = { optometrist: "Optometrist", optician: "Licensed Optician" } as const;

/**
 * The about page's team: the clinic's own records of its optometrists and opticians (the
 * schedule page edits them), each with their languages, and links to every clinic's
 * "Our optometrists" with the days they work there.
 */
export async function TeamSection() {
  const { staff, clinics } = await getPublicSchedule();
  const team = staff.filter((s) => s.active);
  return (
    <Section id="team" title="Meet our team">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {team.map((m) => (
          <li key={m.id} className="rounded-2xl border border-line bg-surface p-6 text-center">
            <span aria-hidden className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-100 font-display text-2xl font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
              {m.name.split(" ").map((p) => p[0]).join("").slice(0, 3)}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{m.title}</h3>
            <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{ROLE[m.role]}</p>
            {m.bio ? <p className="mt-2 text-ink-muted">{m.bio}</p> : null}
            <p className="mt-2 text-sm text-ink-muted">Speaks {m.languages.map((l) => spokenLanguageName(l)).join(", ")}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-ink-muted">
        Who is in which clinic, and when:{" "}
        {clinics.map((c, i) => (
          <span key={c.id}>
            {i ? " · " : ""}
            <Link href={`/brampton/locations/${c.slug}#optometrists`} className="font-medium text-brand-700 underline dark:text-brand-300">
              Our optometrists at {c.shortName}
            </Link>
          </span>
        ))}
      </p>
    </Section>
  );
}
