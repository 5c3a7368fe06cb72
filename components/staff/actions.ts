"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { STAFF_COPY } from "@/content/staff";
import { adminCaller, NOT_ALLOWED } from "@/lib/admin/guard";
import { auth } from "@/lib/auth";
import { accountLinkOrigin } from "@/lib/auth/account-links";
import { staffHome } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db";
import { scheduleMailDelivery } from "@/lib/mail";
import { changeStaffRole, inviteStaff, removeStaff, type StaffResult } from "@/lib/staff/accounts";
import { acceptInvitation } from "@/lib/staff/invitations";
import {
  acceptInviteSchema,
  changeRoleSchema,
  inviteStaffSchema,
  removeStaffSchema,
  type AcceptInviteInput,
  type ChangeRoleInput,
  type InviteStaffInput,
  type RemoveStaffInput,
} from "@/lib/validations/staff";

// Each action validates with the form's schema and checks the Owner's permission itself; lib/staff
// checks it again in the database before it writes.
const PATH = "/brampton/admin/staff";

async function run(work: () => Promise<StaffResult>): Promise<StaffResult> {
  try {
    const result = await work();
    if (result.ok) revalidatePath(PATH);
    return result;
  } catch (err) {
    console.error("staff action failed", (err as Error).message);
    return { ok: false, error: STAFF_COPY.errors.failed };
  }
}

export async function inviteStaffAction(input: InviteStaffInput): Promise<StaffResult> {
  const caller = await adminCaller("staff");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = inviteStaffSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const origin = accountLinkOrigin(await headers());
  if (!origin) return { ok: false, error: STAFF_COPY.errors.noOrigin };
  return run(async () => {
    const result = await inviteStaff(await getDb(), caller, input, origin);
    if (result.ok) scheduleMailDelivery();
    return result;
  });
}

export async function changeStaffRoleAction(input: ChangeRoleInput): Promise<StaffResult> {
  const caller = await adminCaller("staff");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = changeRoleSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return run(async () => changeStaffRole(await getDb(), caller, parsed.data));
}

export async function removeStaffAction(input: RemoveStaffInput): Promise<StaffResult> {
  const caller = await adminCaller("staff");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = removeStaffSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return run(async () => removeStaff(await getDb(), caller, parsed.data));
}

/** The invitation link's form: sets the password, then signs in as anyone does and lands on the role's first page. */
export async function acceptInvitationAction(input: AcceptInviteInput): Promise<{ ok: true; redirectTo: string } | { ok: false; error: string }> {
  const parsed = acceptInviteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const accepted = await acceptInvitation(await getDb(), parsed.data, STAFF_COPY.accept.invalid);
    if (!accepted.ok) return accepted;
    const signedIn = await auth().signIn(accepted.email, parsed.data.password);
    if (!signedIn.ok) return { ok: false, error: signedIn.error };
    return { ok: true, redirectTo: staffHome(accepted.role) };
  } catch (err) {
    console.error("staff invitation failed", (err as Error).message);
    return { ok: false, error: STAFF_COPY.errors.failed };
  }
}
