import { z } from "@/lib/validations/z";
import { CLINICS, isClinicOpenOn, type ClinicId } from "@/content/clinics";

export const SERVICE_TYPES = ["Comprehensive Eye Exam", "Contact Lens Fitting", "Dry Eye Treatment", "LASIK Consultation"] as const;
export const LOCATIONS = ["steeles", "goreway"] as const satisfies readonly ClinicId[];
export const BOOKING_ERROR = "There was an error processing your booking. Please try again or call us directly.";

/** Today's date in Brampton, as YYYY-MM-DD. */
export function todayInToronto(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const required = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max);

/** The booking form, shared by the form and the server action. */
export const bookingSchema = z
  .object({
    firstName: required("First name", 80),
    lastName: required("Last name", 80),
    email: required("Email", 254).email("Please enter a valid email address"),
    phone: required("Phone", 30).regex(/^[+()0-9 .-]{7,30}$/, "Please enter a valid phone number"),
    preferredDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date"),
    serviceType: z.enum(SERVICE_TYPES, { message: "Please choose a service" }),
    location: z.enum(LOCATIONS, { message: "Please choose a clinic" }),
    notes: z.string().trim().max(2000).optional().default(""),
  })
  .superRefine((b, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(b.preferredDate)) return;
    if (b.preferredDate < todayInToronto()) {
      ctx.addIssue({ code: "custom", path: ["preferredDate"], message: "Please choose today or a later date" });
    } else if (b.location && !isClinicOpenOn(CLINICS[b.location], b.preferredDate)) {
      ctx.addIssue({ code: "custom", path: ["preferredDate"], message: `The ${CLINICS[b.location].shortName} clinic is closed that day. Please choose another date.` });
    }
  });

export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;
