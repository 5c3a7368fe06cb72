import { LANGUAGE_NAMES, LANGUAGE_NAMES_EN } from "@/content/i18n/locales";
import { DAY_SHEET_COPY as C } from "@/content/appointments";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Glasses, Users } from "@/components/ui/icons";
import type { DayAppointment } from "@/lib/admin/appointments";
import { frameLabel } from "@/lib/booking/exam-frames";
import { formatTime } from "@/lib/booking/format";
import type { ReceiptSummary } from "@/lib/receipts/read";
import { VisitActions } from "./visit-actions";
import { DaySheetForms } from "@/components/intake/day-sheet-forms";
import { INTAKE_ADMIN_COPY as F } from "@/content/intake";

const cancelled = (a: DayAppointment) => a.status === "cancelled";
const time = (iso: string) => formatTime(new Date(iso));

function Patient({ a }: { a: DayAppointment }) {
  return (
    <>
      <p className={cancelled(a) ? "line-through" : "font-medium"}>{a.name}</p>
      <p className="text-xs text-ink-muted">{a.phone} · {a.email}</p>
      {a.groupSize > 1 ? <p className="mt-1 inline-flex items-center gap-1 text-xs text-brand-700 dark:text-brand-300"><Users aria-hidden className="size-3.5" /> {C.family(a.groupSize)}</p> : null}
      {a.language !== "en" ? (
        <p className="mt-1 text-xs font-medium text-accent-700 dark:text-accent-300">{C.bookedIn(LANGUAGE_NAMES_EN[a.language])} · <span lang={a.language}>{LANGUAGE_NAMES[a.language]}</span></p>
      ) : null}
      {a.optometrist ? <p className="mt-1 text-xs text-ink">{C.withOptometrist(a.optometrist)}</p> : null}
      {a.confirmedByText && !cancelled(a) ? <p className="mt-1 inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">{C.confirmedByText}</p> : null}
      {a.outsideSchedule ? <p className="mt-1 text-xs font-medium text-accent-700 dark:text-accent-300">{C.outsideSchedule}</p> : null}
      {cancelled(a) ? <p className="text-xs font-medium text-red-700 dark:text-red-300">{C.cancelled}</p> : null}
    </>
  );
}

function Frames({ a }: { a: DayAppointment }) {
  if (!a.frames.length) return <span className="text-ink-muted">{C.none}</span>;
  return (
    <ul className="space-y-1">
      {a.frames.map((f) => (
        <li key={f.name} className="flex items-center gap-1.5">
          <Glasses aria-hidden className="size-4 text-brand-600" />
          <span className={f.available ? "" : "text-ink-muted line-through"}>{frameLabel(f.name, f.brand)}</span>
          {f.available ? null : <span className="text-xs text-ink-muted">{C.unavailable}</span>}
        </li>
      ))}
    </ul>
  );
}

type Props = { clinicName: string; appointments: DayAppointment[]; receipts: Map<string, ReceiptSummary>; date: string; today: string; canAct: boolean; canRead: boolean };

/** One clinic's day, in time order: who, what, which room, the frames to have ready, and each visit's actions. */
export function DaySheetTable({ clinicName, appointments, receipts, date, today, canAct, canRead }: Props) {
  const columns: Column<DayAppointment>[] = [
    { header: C.columns.time, cell: (a) => `${time(a.start)} – ${time(a.end)}`, className: "sm:whitespace-nowrap" },
    { header: C.columns.patient, cell: (a) => <Patient a={a} /> },
    { header: C.columns.service, cell: (a) => <>{a.serviceType}{a.notes ? <p className="text-xs text-ink-muted">{a.notes}</p> : null}</> },
    { header: C.columns.room, cell: (a) => a.room },
    { header: C.columns.frames, cell: (a) => <Frames a={a} /> },
    {
      header: F.formsColumn,
      cell: (a) => (a.status === "cancelled" ? null : <DaySheetForms
            bookingId={a.id}
            name={a.name}
            forms={a.forms}
            live={date >= today}
            canAct={canAct}
            readHref={canRead && a.patientId ? `/brampton/admin/patients/${a.patientId}#forms-heading` : null}
          />),
    },
    {
      header: C.columns.actions,
      hideHeader: true,
      label: null,
      className: "sm:text-right",
      cell: (a) => (
        <VisitActions
          id={a.id}
          label={`${time(a.start)}, ${a.name}`}
          status={a.status}
          receipt={receipts.get(a.id) ?? null}
          canMarkSeen={date <= today}
          today={today}
          nextExamDue={a.nextExamDue}
          noShow={{ at: a.noShowAt, started: a.started, isToday: date === today }}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={C.caption(clinicName)}
      columns={columns}
      rows={appointments}
      rowKey={(a) => a.id}
      empty={C.empty(clinicName)}
      rowClassName={(a) => (cancelled(a) ? "text-ink-muted" : "text-ink")}
      minWidth="min-w-[56rem]"
      className="mt-6"
    />
  );
}
