
import { DataTable, type Column } from "@/components/ui/data-table";
import { ontarioHolidays } from "@/content/schedule";
import { spokenLanguageName } from "@/content/staff-languages";
import type { ScheduleAdminView } from "@/lib/schedule/admin";
import type { Shift } from "@/lib/schedule/types";
import { clockText } from "@/lib/schedule/days";
import { dateRangeText } from "@/lib/schedule/hours-text";
import { ClinicHoursForm } from "./clinic-hours-form";
import { RulesForm } from "./rules-form";
import { WaitlistRulesForm } from "./waitlist-rules-form";
import { TextRulesForm } from "./text-rules-form";
import { AddClosureButton, AddOptometristButton, AddShiftButton, DeleteEntryButton, EditStaffButton, HolidaySwitch } from "./schedule-buttons";
import { DAY_NAMES, ROLE_NAMES } from "./words";

const heading = "text-xl font-semibold text-ink";

/** /brampton/admin/schedule: the clinic's hours, people, closures, holidays and booking rules, in that order. */
export function ScheduleSections({ view, today, isOwner }: { view: ScheduleAdminView; today: string; isOwner: boolean }) {
  const { data } = view;
  const clinics = data.clinics.map((c) => ({ id: c.id, name: c.shortName, rooms: c.rooms }));
  const clinicName = (id: string | null) => (id === null ? "Both clinics" : (clinics.find((c) => c.id === id)?.name ?? id));
  const year = Number(today.slice(0, 4));
  const holidays = [...ontarioHolidays(year), ...ontarioHolidays(year + 1)];
  const clinicClosures = data.closures.filter((c) => c.staffId === null);
  const timeOff = data.closures.filter((c) => c.staffId !== null);
  const hoursOf = (c: { opens: number | null; closes: number | null }) => (c.opens === null ? "Closed all day" : `${clockText(c.opens)} – ${clockText(c.closes!)}`);
  const shiftColumns = (name: string): Column<Shift>[] => [
    // One line a shift: on a phone the row scrolls sideways rather than stacking each value.
    { header: "Day", cell: (sh) => DAY_NAMES[sh.weekday], className: "whitespace-nowrap" },
    { header: "Clinic", cell: (sh) => clinicName(sh.clinicId), className: "whitespace-nowrap" },
    {
      header: "Hours",
      className: "whitespace-nowrap",
      cell: (sh) => (
        <>
          {clockText(sh.starts)} – {clockText(sh.ends)}
          {sh.firstDate || sh.lastDate ? <span className="block text-xs text-ink-muted">{sh.firstDate ? `from ${sh.firstDate}` : ""} {sh.lastDate ? `to ${sh.lastDate}` : ""}</span> : null}
        </>
      ),
    },
    {
      header: "Actions",
      hideHeader: true,
      label: null,
      className: "text-right",
      cell: (sh) => <DeleteEntryButton kind="shift" id={sh.id} label={`${name}, ${DAY_NAMES[sh.weekday]} ${clockText(sh.starts)} at ${clinicName(sh.clinicId)}`} />,
    },
  ];
  type Holiday = (typeof holidays)[number];
  const holidayColumns: Column<Holiday>[] = [
    { header: "Holiday", cell: (h) => h.name },
    { header: "Date", cell: (h) => `${dateRangeText({ firstDate: h.date, lastDate: h.date }, "en-CA")}, ${h.date.slice(0, 4)}`, className: "sm:whitespace-nowrap" },
    ...clinics.map(
      (c): Column<Holiday> => ({
        header: c.name,
        cell: (h) => <HolidaySwitch clinic={c.id} date={h.date} open={data.holidayOpenings.some((o) => o.clinicId === c.id && o.date === h.date)} label={`${h.name} at ${c.name}`} />,
      }),
    ),
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
      <div>
        <h1 className="text-3xl font-semibold text-ink">Schedule</h1>
        <p className="mt-2 text-ink-muted">What the booking page offers and the clinic pages show. Every save is live on the site within a minute.</p>
      </div>

      <section aria-labelledby="hours-heading" className="space-y-4">
        <h2 id="hours-heading" className={heading}>Clinic hours</h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {data.clinics.map((c) => <ClinicHoursForm key={c.id} clinicId={c.id} clinicName={clinicName(c.id)} hours={c.hours} />)}
        </div>
      </section>

      <section aria-labelledby="staff-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="staff-heading" className={heading}>Optometrists</h2>
          <div className="flex flex-wrap gap-2">
            <AddOptometristButton />
            <AddShiftButton staff={data.staff.filter((s) => s.active)} clinics={clinics} />
            <AddClosureButton clinics={clinics} staff={data.staff.filter((s) => s.active)} today={today} />
          </div>
        </div>
        <ul className="grid gap-4 lg:grid-cols-2">
          {data.staff.map((s) => {
            const shifts = data.shifts.filter((sh) => sh.staffId === s.id).sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7) || a.starts - b.starts);
            const off = timeOff.filter((c) => c.staffId === s.id);
            return (
              // min-w-0: a grid item grows to its content's width otherwise, and the shifts' scrolling region would widen a phone's page.
              <li key={s.id} className={`min-w-0 rounded-2xl border border-line bg-surface p-5 ${s.active ? "" : "opacity-70"}`}>
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h3 className="text-lg font-semibold text-ink">{s.title}</h3>
                    <p className="text-sm text-ink-muted">
                      {ROLE_NAMES[s.role]}
                      {s.registrationNumber ? ` · Registration ${s.registrationNumber}` : ""}
                      {s.active ? "" : " · Inactive"}
                    </p>
                    <p className="mt-1 text-sm text-ink">{s.languages.map((l) => spokenLanguageName(l)).join(", ")}</p>
                    {s.role === "optometrist" ? <p className="text-sm text-ink-muted">{s.services.join(", ") || "No services"}</p> : null}
                  </div>
                  <EditStaffButton person={s} />
                </div>
                {shifts.length ? (
                  // A week's timetable: day, clinic and hours read across, so the columns stay side by side.
                  <DataTable caption={`Shifts of ${s.name}`} columns={shiftColumns(s.name)} rows={shifts} rowKey={(sh) => sh.id} empty="No shifts yet." phone="scroll" bare className="mt-3" />
                ) : (
                  <p className="mt-3 text-sm text-ink-muted">No shifts yet.</p>
                )}
                {off.length ? (
                  <ul className="mt-3 space-y-1 text-sm">
                    {off.map((c) => (
                      <li key={c.id} className="flex items-center justify-between gap-2">
                        <span>Time off {dateRangeText(c, "en-CA")} · {hoursOf(c)}{c.note ? ` · ${c.note}` : ""}</span>
                        <DeleteEntryButton kind="closure" id={c.id} label={`time off ${dateRangeText(c, "en-CA")}`} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="closures-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="closures-heading" className={heading}>Closures and special hours</h2>
          <AddClosureButton clinics={clinics} today={today} />
        </div>
        {clinicClosures.length ? (
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {clinicClosures.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
                <span>
                  <span className="font-medium text-ink">{dateRangeText(c, "en-CA")}</span> · {clinicName(c.clinicId)} · {hoursOf(c)}
                  {c.note ? <span className="text-ink-muted"> · “{c.note}”</span> : null}
                </span>
                <DeleteEntryButton kind="closure" id={c.id} label={`${dateRangeText(c, "en-CA")} at ${clinicName(c.clinicId)}`} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">No closures or special hours from today on.</p>
        )}
      </section>

      <section aria-labelledby="holidays-heading" className="space-y-4">
        <h2 id="holidays-heading" className={heading}>Public holidays</h2>
        <p className="text-sm text-ink-muted">Ontario&apos;s nine public holidays and their observed days, closed at both clinics unless switched open here.</p>
        <DataTable
          caption={`Public holidays for ${year} and ${year + 1}`}
          columns={holidayColumns}
          rows={holidays}
          rowKey={(h) => h.date}
          empty={null}
          rowClassName={(h) => (h.date < today ? "text-ink-muted" : "text-ink")}
          minWidth="min-w-[36rem]"
        />
      </section>

      <section aria-labelledby="rules-heading" className="space-y-4">
        <h2 id="rules-heading" className={heading}>Booking rules</h2>
        <RulesForm rules={data.rules} clinics={clinics} />
        <WaitlistRulesForm rules={data.rules.waitlist} />
        {isOwner ? <TextRulesForm rules={data.rules.texts} /> : null}
      </section>

      {view.history.length ? (
        <section aria-labelledby="history-heading" className="space-y-2">
          <h2 id="history-heading" className={heading}>Recent changes</h2>
          <ul className="space-y-1 text-sm text-ink-muted">
            {view.history.map((h, i) => (
              <li key={i}>
                {new Date(h.at).toLocaleString("en-CA", { timeZone: "America/Toronto", dateStyle: "medium", timeStyle: "short" })} · {h.actor} · {h.what}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
