import { CLINIC_TIME_ZONE } from "@/content/schedule";

// How the patient pages write dates: a date of birth as a calendar date, a visit in the clinics' time.
const dateOnly = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: CLINIC_TIME_ZONE });

export const formatBirthDate = (iso: string | null) => (iso ? dateOnly.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : "—");
export const formatWhen = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : "—");
export const formatDay = (iso: string | null) => (iso ? dateOnly.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : "—");
