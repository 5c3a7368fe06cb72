import { DataTable, type Column } from "@/components/ui/data-table";
import { Link } from "@/components/ui/link";
import { DUPLICATES_COPY as C } from "@/content/patients";
import type { DuplicatePair, DuplicateSide } from "@/lib/patients/read";
import { DuplicateActions } from "./duplicate-actions";
import { formatBirthDate } from "./format";

type Field = keyof typeof C.fields;
const FIELDS: readonly Field[] = ["name", "dateOfBirth", "email", "phone"];
const fullName = (s: DuplicateSide) => `${s.first_name} ${s.last_name}`;
const value = (key: Field, s: DuplicateSide) =>
  key === "name" ? fullName(s) : key === "dateOfBirth" ? formatBirthDate(s.date_of_birth) : ((key === "email" ? s.email : s.phone) ?? "—");
const same = (key: Field, a: DuplicateSide, b: DuplicateSide) =>
  key === "name"
    ? fullName(a).toLowerCase() === fullName(b).toLowerCase()
    : key === "phone"
      ? (a.phone ?? "").replace(/\D/g, "") === (b.phone ?? "").replace(/\D/g, "")
      : (key === "email" ? a.email : a.date_of_birth) === (key === "email" ? b.email : b.date_of_birth);

/** One record's column: its name (a link to its page) and visits in the header, its values below. */
const side = (s: DuplicateSide): Column<Field> => ({
  header: (
    <>
      <Link href={`/brampton/admin/patients/${s.id}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">{fullName(s)}</Link>
      <span className="ml-2 font-normal">{C.visits(s.visits)}</span>
    </>
  ),
  cell: (key) => value(key, s),
  className: "break-all",
});

/** Pairs of records that may be one person, side by side: what they share, what differs, and Merge. */
export function DuplicatePairs({ pairs }: { pairs: DuplicatePair[] }) {
  if (!pairs.length) return <p className="mt-8 rounded-2xl border border-line bg-surface p-6 text-ink-muted">{C.empty}</p>;
  return (
    <ul className="mt-6 space-y-5">
      {pairs.map((p) => {
        // The older record stays; "Merge" moves the newer one into it.
        const [keep, merge] = p.a.created_at <= p.b.created_at ? [p.a, p.b] : [p.b, p.a];
        const label = fullName(keep);
        const columns: Column<Field>[] = [
          { header: C.fieldColumn, hideHeader: true, cell: (key) => C.fields[key], className: "text-ink-muted" },
          side(keep),
          side(merge),
          {
            header: C.compareColumn,
            hideHeader: true,
            cell: (key) =>
              same(key, p.a, p.b) ? (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">{C.shares}</span>
              ) : (
                <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">{C.differs}</span>
              ),
          },
        ];
        return (
          <li key={`${p.a.id}-${p.b.id}`} className="rounded-2xl border border-line bg-surface p-5">
            <p className="text-sm font-medium text-ink">{C.reasons[p.reason]}</p>
            {/* The two records compared across: the columns stay side by side, scrolling on a phone. */}
            <DataTable caption={label} columns={columns} rows={FIELDS} rowKey={(key) => key} empty={C.empty} phone="scroll" bare minWidth="min-w-[34rem]" className="mt-3" />
            <div className="mt-4">
              <DuplicateActions keep={keep.id} merge={merge.id} label={label} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
