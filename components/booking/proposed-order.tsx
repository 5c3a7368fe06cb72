import { useLocale, useTranslations } from "next-intl";
import type { OfferedSlot } from "@/lib/booking";
import { formatTime } from "@/lib/booking/format";

/** For a family's time: who is seen when, in the order the form lists them. */
export function ProposedOrder({ slot, names }: { slot: OfferedSlot; names: (string | undefined)[] }) {
  const t = useTranslations("booking");
  const locale = useLocale();
  return (
    <div role="status" className="rounded-lg bg-surface-muted p-3 text-sm text-ink">
      <p className="font-medium">{t("proposedOrder", { clinic: slot.clinicName })}</p>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5">
        {slot.people.map((p, i) => (
          <li key={p.start}>
            {names[i] || t("person", { number: i + 1 })}: {formatTime(new Date(p.start), locale)} – {formatTime(new Date(p.end), locale)}
          </li>
        ))}
      </ol>
    </div>
  );
}
