import { can } from "@/lib/auth/permissions";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { DayClosure } from "@/components/appointments/day-controls";
import { DaySheetTable } from "@/components/appointments/day-sheet-table";
import { visitReceipts } from "@/lib/receipts/read";
import { logAccess } from "@/lib/access-log/log";
import { accessorOf } from "@/lib/access-log/request";
import { daySheetQuerySchema, loadDaySheet } from "@/lib/admin/appointments";
import { requireAdminPage } from "@/lib/admin/guard";
import { formatDay, formatTime } from "@/lib/booking/format";
import { addDays } from "@/lib/booking/zoned-time";
import { getDb } from "@/lib/db";
import { todayInToronto } from "@/lib/validations/booking";

export const metadata: Metadata = { title: "Appointments", robots: { index: false, follow: false } };

export default async function AppointmentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireAdminPage("/brampton/admin/appointments", ["day-sheet", "day-sheet.own"]);
  const raw = await searchParams;
  const query = daySheetQuerySchema.parse({ clinic: raw.clinic, date: raw.date });
  const date = query.date ?? todayInToronto();
  const sheet = await loadDaySheet(await getDb(), { kind: "user", userId: session.userId, email: session.email }, query.clinic, date);
  const href = (clinic: string, d: string) => `/brampton/admin/appointments?clinic=${clinic}&date=${d}`;
  const live = sheet.appointments.filter((a) => a.status !== "cancelled");
  const receipts = await visitReceipts(await getDb(), { kind: "user", userId: session.userId, email: session.email }, sheet.appointments.map((a) => a.id));
  const today = todayInToronto();
  // A family's members on the sheet are health information about each of them: logged per visit shown.
  const families = sheet.appointments.filter((a) => a.groupSize > 1);
  await logAccess(await getDb(), await accessorOf(session), families.map((a) => ({ kind: "family" as const, subjectId: a.id, patientEmail: a.email, allowed: true })));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">Appointments</h1>
      <nav aria-label="Clinic" className="mt-6 flex flex-wrap gap-2">
        {sheet.clinics.map((c) => (
          <Link
            key={c.id}
            href={href(c.id, date)}
            aria-current={c.id === sheet.clinic ? "page" : undefined}
            className={`rounded-full px-4 py-2 text-sm font-medium ${c.id === sheet.clinic ? "bg-brand-600 text-white" : "border border-line text-ink hover:bg-surface-muted"}`}
          >
            {c.shortName}
          </Link>
        ))}
      </nav>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Link href={href(sheet.clinic, addDays(date, -1))} className="inline-flex size-10 items-center justify-center rounded-full border border-line hover:bg-surface-muted" aria-label="Previous day">
            <ChevronLeft aria-hidden className="size-5" />
          </Link>
          <h2 className="text-xl font-semibold text-ink">{formatDay(new Date(`${date}T12:00:00Z`))}</h2>
          <Link href={href(sheet.clinic, addDays(date, 1))} className="inline-flex size-10 items-center justify-center rounded-full border border-line hover:bg-surface-muted" aria-label="Next day">
            <ChevronRight aria-hidden className="size-5" />
          </Link>
        </div>
        <form action="/brampton/admin/appointments" className="flex items-center gap-2">
          <input type="hidden" name="clinic" value={sheet.clinic} />
          <label htmlFor="day" className="text-sm text-ink-muted">Go to</label>
          <input id="day" name="date" type="date" defaultValue={date} className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink" />
          <button type="submit" className="rounded-full border border-line px-4 py-2 text-sm font-medium text-ink hover:bg-surface-muted">Show</button>
        </form>
      </div>

      <DayClosure
        clinic={sheet.clinic}
        clinicName={sheet.clinicName}
        date={date}
        closed={sheet.closed}
        holiday={sheet.holiday}
        booked={live.map((a) => ({ id: a.id, label: `${formatTime(new Date(a.start))} ${a.name}, ${a.serviceType}` }))}
      />

      <DaySheetTable clinicName={sheet.clinicName} appointments={sheet.appointments} receipts={receipts} date={date} today={today} canAct={can(session.role, "day-sheet")} canRead={can(session.role, "health-history")} />
    </div>
  );
}
