import type { Metadata } from "next";
import { ScheduleSections } from "@/components/schedule/schedule-sections";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { loadScheduleAdmin } from "@/lib/schedule/admin";
import { todayInToronto } from "@/lib/validations/booking-choices";

export const metadata: Metadata = { title: "Schedule", robots: { index: false, follow: false } };

export default async function SchedulePage() {
  const session = await requireAdminPage("/brampton/admin/schedule", ["clinic", "shifts", "shifts.own"]);
  const view = await loadScheduleAdmin(await getDb(), { kind: "user", userId: session.userId, email: session.email });
  return <ScheduleSections view={view} today={todayInToronto()} isOwner={session.role === "owner"} />;
}
