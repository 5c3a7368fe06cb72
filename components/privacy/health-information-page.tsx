import type { ReactNode } from "react";
import { EnglishMark } from "@/components/layout/english-mark";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { telHref } from "@/content/clinics";
import {
  HEALTH_INFORMATION,
  HEALTH_INFORMATION_EFFECTIVE,
  HEALTH_INFORMATION_VERSION,
  IPC,
  PRIVACY_OFFICER,
  type HealthInformationBlock,
  type HealthInformationCopy,
} from "@/content/health-information";
import type { Locale } from "@/content/i18n/locales";
import { getClinics, withClinicNames } from "@/lib/clinics";
import { leadsToEnglish, localizedHref } from "@/lib/i18n/paths";

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200";
/** {phone}, {email} and [words](/path) in the statement's text. */
const INLINE = /\{(phone|email)\}|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A dialable link: the site's 10-digit numbers through telHref, a toll-free "1-800-…" as written. */
function PhoneLink({ phone, location = "health-information" }: { phone: string; location?: string }) {
  const digits = phone.replace(/\D/g, "");
  return (
    <a href={digits.length === 11 ? `tel:+${digits}` : telHref(phone)} data-call-location={location} className={`${LINK} whitespace-nowrap`}>
      {phone}
    </a>
  );
}

function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`} className={`${LINK} break-all`}>{email}</a>;
}

/** The statement's text with its links drawn; no raw HTML, so the copy cannot inject markup. */
function Inline({ text, locale }: { text: string; locale: Locale }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    parts.push(text.slice(last, m.index));
    const [, token, words, href] = m;
    if (token === "phone") parts.push(<PhoneLink key={m.index} phone={PRIVACY_OFFICER.phone} />);
    else if (token === "email") parts.push(<EmailLink key={m.index} email={PRIVACY_OFFICER.email} />);
    else {
      const english = leadsToEnglish(locale, href);
      parts.push(
        <Link key={m.index} href={localizedHref(locale, href)} hrefLang={english ? "en" : undefined} className={LINK}>
          {words}
          {english ? <EnglishMark /> : null}
        </Link>,
      );
    }
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function Block({ block, locale }: { block: HealthInformationBlock; locale: Locale }) {
  if (typeof block === "string") return <p><Inline text={block} locale={locale} /></p>;
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-brand-600 dark:marker:text-brand-300">
        {block.list.map((item) => <li key={item}><Inline text={item} locale={locale} /></li>)}
      </ul>
    );
  }
  return (
    <p>
      <strong className="font-semibold">{block.term}</strong> <Inline text={block.text} locale={locale} />
    </p>
  );
}

function OfficerCard({ labels }: { labels: HealthInformationCopy["labels"] }) {
  return (
    <div className="mt-6 rounded-2xl bg-surface-muted p-6 text-ink-muted">
      <p className="font-semibold text-ink">{labels.officer}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-ink">{labels.phone}</dt>
        <dd><PhoneLink phone={PRIVACY_OFFICER.phone} /></dd>
        <dt className="font-medium text-ink">{labels.email}</dt>
        <dd><EmailLink email={PRIVACY_OFFICER.email} /></dd>
      </dl>
      <p className="mt-2">{labels.frontDesk}</p>
    </div>
  );
}

function IpcCard({ labels, locale }: { labels: HealthInformationCopy["labels"]; locale: Locale }) {
  return (
    <div className="mt-6 rounded-2xl bg-surface-muted p-6 text-ink-muted">
      <p className="font-semibold text-ink">{labels.ipc}</p>
      {locale === "en" ? null : <p lang="en" translate="no" className="text-sm">{IPC.name}</p>}
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-ink">{labels.address}</dt>
        <dd lang="en" translate="no">{IPC.address}</dd>
        <dt className="font-medium text-ink">{labels.tollFree}</dt>
        <dd><PhoneLink phone={IPC.tollFree} location="health-information-ipc" /></dd>
        <dt className="font-medium text-ink">{labels.website}</dt>
        <dd><a href={IPC.website} className={LINK} rel="noopener noreferrer">{IPC.websiteLabel}</a></dd>
      </dl>
    </div>
  );
}

/**
 * The clinic's statement of information practices (PHIPA s. 16), in one language: its version
 * and effective date once at the top, then one h2 section per topic in a readable column.
 */
export async function HealthInformationPage({ locale }: { locale: Locale }) {
  const copy = HEALTH_INFORMATION[locale];
  const clinics = await getClinics();
  const fill = (text: string) => withClinicNames(text, clinics, locale);
  const withClinics = (block: HealthInformationBlock): HealthInformationBlock =>
    typeof block === "string" ? fill(block) : "list" in block ? { list: block.list.map(fill) } : { term: block.term, text: fill(block.text) };
  return (
    <article>
      <Container className="max-w-3xl py-10 md:py-14">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600 dark:text-brand-300">{copy.eyebrow}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold leading-tight text-ink sm:text-4xl">{copy.title}</h1>
        <p className="mt-3 text-ink-muted">
          {copy.version.replace("{version}", HEALTH_INFORMATION_VERSION)}
          {" · "}
          <time dateTime={HEALTH_INFORMATION_EFFECTIVE}>{copy.effective.replace("{date}", copy.effectiveDate)}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-ink">{copy.intro}</p>

        <nav aria-labelledby="health-information-contents" className="mt-8 rounded-2xl border border-line bg-surface p-6">
          <p id="health-information-contents" className="font-semibold text-ink">{copy.onThisPage}</p>
          <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-ink-muted">
            {copy.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>

        {copy.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-12 scroll-mt-24">
            <h2 id={`${s.id}-heading`} className="font-display text-2xl font-semibold text-ink">{s.heading}</h2>
            <div className="mt-4 space-y-4 leading-relaxed text-ink sm:text-lg">
              {s.blocks.map((b, i) => <Block key={i} block={withClinics(b)} locale={locale} />)}
            </div>
            {s.contact === "officer" ? <OfficerCard labels={copy.labels} /> : null}
            {s.contact === "ipc" ? <IpcCard labels={copy.labels} locale={locale} /> : null}
          </section>
        ))}

        <p className="mt-12 border-t border-line pt-6 text-ink-muted">{copy.closing}</p>
      </Container>
    </article>
  );
}
