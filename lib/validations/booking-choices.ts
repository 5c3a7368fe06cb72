import { CLINIC_TIME_ZONE, SERVICE_TYPES, type ServiceType } from "@/content/schedule";
import { zonedDate } from "@/lib/booking/zoned-time";
import { isClinicId } from "@/lib/validations/clinic-id";

// What the booking form shows and says, without zod: the form loads its schema (and zod) only
// when it first validates, so these live apart from it. lib/validations/booking re-exports them.

/** The booking form's clinic choice: one clinic's id, or "either" for the earliest time at any. */
export const EITHER_CLINIC = "either";
export type LocationChoice = string;
export const isLocationChoice = (v: string): boolean => v === EITHER_CLINIC || isClinicId(v);

/** Today's date in Brampton, as YYYY-MM-DD. */
export function todayInToronto(now = new Date()): string {
  return zonedDate(now, CLINIC_TIME_ZONE);
}

/**
 * "Book again" links carry the service and clinic (?service=…&location=…). Only the form's own
 * choices are taken (a clinic the form does not list is then ignored by the form); anything
 * else in the address is ignored.
 */
export function bookAgainChoices(search: string): { serviceType?: ServiceType; location?: LocationChoice; optometrist?: string } {
  const params = new URLSearchParams(search);
  const service = params.get("service");
  const location = params.get("location");
  const optometrist = params.get("optometrist") ?? "";
  return {
    ...(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(optometrist) ? { optometrist: optometrist.toLowerCase() } : {}),
    ...((SERVICE_TYPES as readonly string[]).includes(service ?? "") ? { serviceType: service as ServiceType } : {}),
    ...(location && isLocationChoice(location) ? { location } : {}),
  };
}

/** A real calendar day written YYYY-MM-DD, within the years a clinic's calendar can hold. */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v < "1900-01-01" || v > "2999-12-31") return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
