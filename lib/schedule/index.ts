import "server-only";
import { unstable_cache, updateTag } from "next/cache";
import { anon } from "@/lib/db/types";
import { withDb } from "@/lib/db";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { loadScheduleData } from "./load";
import { SCHEDULE_TAG } from "./tag";
import type { ScheduleData } from "./types";

export * from "./types";
export { SCHEDULE_TAG } from "./tag";

/**
 * The schedule the public pages show (hours, closures, optometrists), cached and tagged: the
 * pages stay static, and an admin's save expires the tag so the next request renders the
 * change. The hourly revalidation moves the "next 30 days" of closures along.
 */
export const getPublicSchedule: () => Promise<ScheduleData> = unstable_cache(
  async () => withDb(anon, (tx) => loadScheduleData(tx, todayInToronto())),
  ["schedule:public"],
  { tags: [SCHEDULE_TAG], revalidate: 3600 },
);

/** After an admin's save, from a server action: every page showing the schedule renders anew. */
export function expireSchedule() {
  updateTag(SCHEDULE_TAG);
}
