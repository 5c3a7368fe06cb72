import { DataTable, type Column as TableColumn } from "@/components/ui/data-table";
import { Link } from "@/components/ui/link";
import { ANALYTICS_TABLE_COPY as C } from "@/content/analytics";
import { ORDER_ADMIN_COPY } from "@/content/order-admin";
import { HIGHLIGHTED, type AnalyticsRow, type AnalyticsTab, type Column, type TabData } from "@/lib/analytics";
import { FORM_NAMES, describeSubmission } from "@/lib/analytics/submission";
import type { ClinicName } from "@/lib/clinics/types";
import { formatPrice } from "@/lib/format";
import type { OrderStatus } from "@/lib/validations/analytics";
import { OrderControls } from "./order-controls";
import { PrescriptionBadge } from "./prescription-badge";
import { SubmissionDetails } from "./submission-details";

const dateTime = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });

function Cell({ column, value }: { column: Column; value: unknown }) {
  if (value === null || value === undefined || value === "") return <span className="text-ink-muted">{C.none}</span>;
  switch (column.kind) {
    case "date":
      return <>{dateTime.format(new Date(String(value)))}</>;
    case "money":
      return <span className="tabular-nums">{formatPrice(Number(value))}</span>;
    case "bool":
      return <>{value ? C.yes : C.no}</>;
    case "status":
      return (
        <span
          className={
            HIGHLIGHTED.has(String(value))
              ? "rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
              : "rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted"
          }
        >
          {String(value).replace("_", " ")}
        </span>
      );
    default:
      return <>{String(value)}</>;
  }
}

/** The extra column some tabs carry: order workflow buttons, or the submission's details. */
function RowActions({ tab, row, clinics }: { tab: AnalyticsTab; row: AnalyticsRow; clinics: ClinicName[] }) {
  if (tab === "orders") {
    const orderNumber = String(row.order_number);
    return (
      <div className="flex flex-col items-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={`/brampton/analytics/orders/${encodeURIComponent(orderNumber)}`}
            aria-label={ORDER_ADMIN_COPY.openOrderLabel(orderNumber)}
            className="rounded-lg border border-line px-2.5 py-1 text-xs font-medium text-ink hover:bg-surface-muted"
          >
            {ORDER_ADMIN_COPY.openOrder}
          </Link>
          <PrescriptionBadge flag={row.prescription} />
        </div>
        <OrderControls orderId={row.id} orderNumber={orderNumber} status={row.status as OrderStatus} paymentStatus={String(row.payment_status)} paymentHref={`/brampton/analytics/orders/${orderNumber}#payments`} />
      </div>
    );
  }
  if (tab === "form-submissions") {
    const name = String(row.name);
    return (
      <SubmissionDetails
        submission={{
          id: row.id,
          name,
          title: C.submissionTitle(FORM_NAMES[String(row.form_type)] ?? String(row.form_type), name),
          status: String(row.status),
          created: dateTime.format(new Date(String(row.created_at))),
          fields: describeSubmission(row.form_data, (row.message as string | null) ?? null, clinics),
        }}
      />
    );
  }
  return null;
}

// Short values keep to one line from 640 px; free text (names, descriptions) wraps, so the table fits its panel.
const ONE_LINE = new Set<Column["kind"]>(["date", "money", "status", "bool"]);

/** One analytics tab's page of rows, newest first, with the tab's own actions where it has them. */
export function AnalyticsTable({ tab, label, data, clinics }: { tab: AnalyticsTab; label: string; data: TabData; clinics: ClinicName[] }) {
  const columns: TableColumn<AnalyticsRow>[] = data.columns.map((c) => ({
    header: c.label,
    align: c.kind === "money" ? "end" : "start",
    className: ONE_LINE.has(c.kind) ? "sm:whitespace-nowrap" : "",
    cell: (row) => <Cell column={c} value={row[c.key]} />,
  }));
  if (tab === "orders" || tab === "form-submissions") {
    columns.push({ header: C.actions, label: null, cell: (row) => <RowActions tab={tab} row={row} clinics={clinics} /> });
  }
  return (
    <DataTable
      caption={C.caption(label, data.page, data.pageCount)}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => row.id}
      empty={C.empty(label)}
      bare
      className="max-sm:p-3"
    />
  );
}
