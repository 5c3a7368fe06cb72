import { STAFF_ROLES } from "@/lib/auth/permissions";
import { SIGN_UP_RULES } from "@/lib/validations/auth";
import { z } from "@/lib/validations/z";

const role = z.enum(STAFF_ROLES, "Choose a role");
const userId = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Unknown staff member"));

/** "Invite staff member": shared by the form and inviteStaffAction. */
export const inviteStaffSchema = z.object({
  email: SIGN_UP_RULES.email,
  role,
  /** The schedule's record of that optometrist or optician; "" for none. */
  staffId: z.pipe(
    z.optional(z.union([z.literal(""), z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Unknown staff record"))])),
    z.transform((v: string | undefined) => (v ? v.toLowerCase() : null)),
  ),
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;
export type InviteStaffData = z.output<typeof inviteStaffSchema>;

export const changeRoleSchema = z.object({ userId, role });
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

export const removeStaffSchema = z.object({ userId });
export type RemoveStaffInput = z.input<typeof removeStaffSchema>;

/** The invitation link's form: a name and a password with the sign-up rules. */
export const acceptInviteSchema = z.object({
  token: z.string().check(z.maxLength(200)),
  firstName: SIGN_UP_RULES.firstName,
  lastName: SIGN_UP_RULES.lastName,
  password: SIGN_UP_RULES.password,
});
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;

/** The access log's filters, from the address bar. Anything malformed is dropped, never an error. */
export const accessLogQuerySchema = z.object({
  staff: z.pipe(z.optional(z.string()), z.transform((v: string | undefined) => (v && /^[0-9a-f-]{36}$/i.test(v) ? v : undefined))),
  patient: z.pipe(z.optional(z.string()), z.transform((v: string | undefined) => (v && v.length <= 254 && !/[\u0000-\u001f]/.test(v) ? v.trim().toLowerCase() || undefined : undefined))),
  from: z.pipe(z.optional(z.string()), z.transform((v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined))),
  to: z.pipe(z.optional(z.string()), z.transform((v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined))),
  page: z.pipe(z.optional(z.string()), z.transform((v: string | undefined) => Math.max(1, Math.min(100000, Number.parseInt(v ?? "1", 10) || 1)))),
});
export type AccessLogQuery = z.output<typeof accessLogQuerySchema>;
