import type { Metadata } from "next";
import { AccessLogTable } from "@/components/access-log/access-log-table";
import { Download } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { Pager } from "@/components/ui/pager";
import { inputClass } from "@/components/ui/field";
import { ACCESS_LOG_COPY as C } from "@/content/staff";
import { requireAdminPage } from "@/lib/admin/guard";
import { readAccessLog } from "@/lib/access-log/read";
import { getDb } from "@/lib/db";
import { accessLogQuerySchema } from "@/lib/validations/staff";

export const metadata: Metadata = { title: "Access log", robots: { index: false, follow: false } };

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/** Who opened which patient's health information (Owner only), newest first. */
export default async function AccessLogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireAdminPage("/brampton/admin/access-log", "staff");
  const sp = await searchParams;
  const q = accessLogQuerySchema.parse({ staff: one(sp.staff), patient: one(sp.patient), from: one(sp.from), to: one(sp.to), page: one(sp.page) });
  const log = await readAccessLog(await getDb(), { kind: "user", userId: session.userId, email: session.email }, q);
  const filters = new URLSearchParams(Object.entries({ staff: q.staff, patient: q.patient, from: q.from, to: q.to }).filter((e): e is [string, string] => !!e[1]));
  const pageHref = (page: number) => {
    const p = new URLSearchParams(filters);
    if (page > 1) p.set("page", String(page));
    const s = p.toString();
    return `/brampton/admin/access-log${s ? `?${s}` : ""}`;
  };
  const exportHref = `/brampton/admin/access-log/export${filters.size ? `?${filters}` : ""}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
          <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
        </div>
        <a href={exportHref} className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-medium text-ink hover:bg-surface-muted">
          <Download aria-hidden className="size-4" />
          {C.export}
        </a>
      </div>
      <form action="/brampton/admin/access-log" className="mt-6 grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <div className="space-y-1.5">
          <label htmlFor="log-staff" className="block text-sm font-medium text-ink">{C.filters.staff}</label>
          <select id="log-staff" name="staff" defaultValue={q.staff ?? ""} className={inputClass}>
            <option value="">{C.filters.anyone}</option>
            {log.staff.map((s) => (
              <option key={s.user_id} value={s.user_id}>{s.email}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="log-patient" className="block text-sm font-medium text-ink">{C.filters.patient}</label>
          <input id="log-patient" name="patient" type="email" defaultValue={q.patient ?? ""} className={inputClass} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="log-from" className="block text-sm font-medium text-ink">{C.filters.from}</label>
          <input id="log-from" name="from" type="date" defaultValue={q.from ?? ""} className={inputClass} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="log-to" className="block text-sm font-medium text-ink">{C.filters.to}</label>
          <input id="log-to" name="to" type="date" defaultValue={q.to ?? ""} className={inputClass} />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">{C.filters.apply}</button>
          <Link href="/brampton/admin/access-log" className="rounded-full border border-line px-5 py-2.5 text-sm font-medium text-ink hover:bg-surface-muted">{C.filters.clear}</Link>
        </div>
      </form>
      <AccessLogTable rows={log.rows} />
      <Pager page={log.page} pageCount={log.pageCount} href={pageHref} label="Access log pages" className="mt-4" />
    </div>
  );
}
