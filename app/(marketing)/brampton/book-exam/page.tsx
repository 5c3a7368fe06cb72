import { AlertTriangle, Clock, ClipboardList, Stethoscope } from "@/components/ui/icons";
import { BookingForm } from "@/components/booking/booking-form";
import { ClinicMap } from "@/components/sections/clinic-map";
import { Hero } from "@/components/sections/hero";
import { Container } from "@/components/ui/container";
import { BRAND, CLINIC_LIST, GENERAL_HOURS, fullAddress, hoursSummary, telHref } from "@/content/clinics";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Book an Eye Exam",
  description: "Request an eye exam, contact lens fitting, dry eye assessment or LASIK consultation at our Steeles Ave W or Goreway Dr clinic in Brampton.",
  path: "/brampton/book-exam",
});

export default function BookExamPage() {
  return (
    <>
      <Hero
        title="Book Your Eye Exam"
        subtitle="Choose a service and a clinic, then pick a free time: the earliest at either clinic, or a whole family back to back."
        primary={{ label: "Schedule Appointment", href: "#schedule" }}
        secondary={{ label: `Call ${BRAND.phone}`, href: telHref(BRAND.phone) }}
      />
      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_22rem]">
        <section id="schedule" aria-labelledby="schedule-heading" className="rounded-2xl border border-line bg-surface p-6 md:p-8">
          <h2 id="schedule-heading" className="text-2xl font-semibold text-ink">Schedule Appointment</h2>
          <p className="mt-2 text-sm text-ink-muted">Fields marked * are required.</p>
          <div className="mt-6">
            <BookingForm />
          </div>
        </section>
        <div className="space-y-4">
          <article className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Stethoscope aria-hidden className="size-5 text-brand-600" />What to Expect</h2>
            <p className="mt-2 text-sm text-ink-muted">A comprehensive exam takes 45 to 60 minutes: pre-testing, retinal imaging and time with your optometrist to go over every result.</p>
          </article>
          <article className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><ClipboardList aria-hidden className="size-5 text-brand-600" />Preparation Tips</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
              <li>Bring your glasses, contact lenses and their boxes.</li>
              <li>Remove contact lenses 2 hours before your exam.</li>
              <li>Bring your OHIP card and insurance details.</li>
              <li>List your medications; bring sunglasses in case we dilate.</li>
            </ul>
          </article>
          <article className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Clock aria-hidden className="size-5 text-brand-600" />Office Hours</h2>
            <dl className="mt-2 space-y-1 text-sm">
              {hoursSummary(GENERAL_HOURS).map((h) => (
                <div key={h.label} className="flex justify-between"><dt className="text-ink-muted">{h.label}</dt><dd className="text-ink">{h.value}</dd></div>
              ))}
            </dl>
          </article>
          <article className="rounded-2xl border border-accent-400 bg-accent-300/15 p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><AlertTriangle aria-hidden className="size-5 text-accent-600" />Urgent eye problem?</h2>
            <p className="mt-2 text-sm text-ink">Sudden vision loss, flashes and floaters, eye pain or an injury need same-day care. Call us now at{" "}
              <a href={telHref(BRAND.phone)} data-call-location="book-exam-urgent" className="font-semibold underline">{BRAND.phone}</a>.</p>
          </article>
        </div>
      </Container>
      <Container className="grid gap-8 pb-16 md:grid-cols-2">
        {CLINIC_LIST.map((c) => (
          <section key={c.id} aria-labelledby={`clinic-${c.id}`}>
            <h2 id={`clinic-${c.id}`} className="text-xl font-semibold text-ink">{c.bookingLabel}</h2>
            <p className="mt-1 text-sm text-ink-muted">{fullAddress(c)} · <a href={telHref(c.phone)} data-call-location={c.id} className="underline">{c.phone}</a></p>
            <div className="mt-4"><ClinicMap clinic={c} /></div>
          </section>
        ))}
      </Container>
    </>
  );
}
