import { PRESCRIPTION_BADGES, type PrescriptionFlag } from "@/content/order-admin";

const STYLES: Record<PrescriptionFlag, string> = {
  // Amber for "nothing yet", brand outline for "arrived, check it": told apart by words too, not colour alone.
  needed: "bg-accent-300 text-brand-950",
  "to-verify": "border border-brand-600 text-brand-800 dark:border-brand-300 dark:text-brand-100",
};

/** Whether an order's row must wait for its prescription: the Orders tab and the opened order. */
export function PrescriptionBadge({ flag }: { flag: unknown }) {
  if (flag !== "needed" && flag !== "to-verify") return null;
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[flag]}`}>{PRESCRIPTION_BADGES[flag]}</span>;
}
