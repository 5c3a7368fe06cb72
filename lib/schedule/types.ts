/**
 * The clinic's schedule as the database holds it (supabase/migrations/*_schedule.sql), in the
 * shape the pure slot engine and the pages read. Times of day are minutes after midnight in
 * the clinics' zone; dates are YYYY-MM-DD.
 */
import type { Clinic } from "@/lib/clinics/types";

export type DayHours = { open: number; close: number } | null;
/** Index 0 = Sunday … 6 = Saturday. */
export type Week = [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

/** A clinic's record with its weekly hours. */
export type ScheduleClinic = Clinic & { hours: Week };

export type StaffRole = "optometrist" | "optician";
/** What anyone may read of a staff member (registration numbers are public in Ontario). */
export type StaffMember = {
  id: string;
  name: string;
  title: string;
  role: StaffRole;
  registrationNumber: string;
  languages: string[];
  services: string[];
  bio: string;
  active: boolean;
  position: number;
};

export type Shift = { id: string; staffId: string; clinicId: string; weekday: number; starts: number; ends: number; firstDate: string | null; lastDate: string | null };

/** A closure (opens/closes null) or special hours, for a clinic, every clinic (clinicId null) or one person (staffId). */
export type Closure = {
  id: string;
  clinicId: string | null;
  staffId: string | null;
  firstDate: string;
  lastDate: string;
  opens: number | null;
  closes: number | null;
  note: string;
};

export type BookingRules = {
  leadMinutes: number;
  horizonDays: number;
  stepMinutes: number;
  serviceMinutes: Record<string, number>;
  /** The waitlist's batches: how many are asked at once about a freed time, and how long each batch holds it. */
  waitlist: { batchSize: number; holdMinutes: number };
  /** Texts (issue 54): no text between these minutes after midnight, Brampton time (from 21:00 until 8:00 by default). */
  texts: { quietFrom: number; quietUntil: number };
};

export type ScheduleData = {
  clinics: ScheduleClinic[];
  staff: StaffMember[];
  shifts: Shift[];
  closures: Closure[];
  /** Statutory holidays a clinic opens on (they are closed by default). */
  holidayOpenings: { clinicId: string; date: string }[];
  rules: BookingRules;
};
