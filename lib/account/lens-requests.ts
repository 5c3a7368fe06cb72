import "server-only";
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { system, type Db } from "@/lib/db/types";
import { LENS_TYPES, SUPPLIES, type ContactLensInput } from "@/lib/validations/contact-lens";

export type LensType = (typeof LENS_TYPES)[number];
export type Supply = (typeof SUPPLIES)[number];
export type LensRequestStatus = "new" | "in_progress" | "resolved";

/** One contact-lens request as the account shows it. Unknown values (older or hand-made rows) are null. */
export type LensRequest = {
  id: string;
  /** The day it was sent, in the clinics' zone (YYYY-MM-DD). */
  date: string;
  status: LensRequestStatus;
  lensType: LensType | null;
  supply: Supply | null;
  comments: string;
};

export type LensRequestRow = {
  id: string;
  date: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  form_data: unknown;
};

const MAX_LISTED = 50;
const MAX_COMMENTS = 2000;
const STATUSES: readonly string[] = ["new", "in_progress", "resolved"] satisfies LensRequestStatus[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | null => (typeof v === "string" && (list as readonly string[]).includes(v) ? (v as T) : null);
const field = (data: unknown, key: string): unknown => (data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>)[key] : undefined);
const comments = (data: unknown): string => {
  const v = field(data, "comments");
  return typeof v === "string" && v.length <= MAX_COMMENTS ? v.trim() : "";
};

/** A stored row in the account's terms; form_data is whatever was stored, so each value is checked. */
export function toLensRequest(row: LensRequestRow): LensRequest {
  return {
    id: row.id,
    date: row.date,
    status: (oneOf(STATUSES, row.status) ?? "new") as LensRequestStatus,
    lensType: oneOf(LENS_TYPES, field(row.form_data, "lensType")),
    supply: oneOf(SUPPLIES, field(row.form_data, "supply")),
    comments: comments(row.form_data),
  };
}

/** The form's values for "Request again": the person's details from the row, the lenses from form_data. */
export function toPrefill(row: LensRequestRow): Partial<ContactLensInput> {
  const { lensType, supply, comments: text } = toLensRequest(row);
  return {
    fullName: row.name,
    email: row.email,
    phone: row.phone ?? "",
    ...(lensType ? { lensType } : {}),
    ...(supply ? { supply } : {}),
    comments: text,
  };
}

/** `?again=` from the URL: one uuid, or null (absent, repeated or anything else). */
export function requestIdFromParam(value: unknown): string | null {
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : null;
}

/*
 * Requests carry an address, not an account: they are matched to the account's address only
 * once it is confirmed, read in the same statement from auth.users by the session's user id, so
 * nothing the browser sends chooses whose requests come back (as exportOwnData does).
 */
const OWN_REQUESTS = `with me as (
    select lower(u.email) as confirmed from auth.users u where u.id = $1 and u.email_confirmed_at is not null
  )
  select f.id, (f.created_at at time zone $2)::date::text as date, f.status, f.name, f.email, f.phone, f.form_data
  from public.form_submissions f join me on lower(f.email) = me.confirmed
  where f.form_type = 'contact_lens'`;

/** The signed-in user's contact-lens requests, newest first; none until the address is confirmed. */
export async function listOwnLensRequests(db: Db, userId: string): Promise<LensRequest[]> {
  const rows = await db.run(system, (tx) =>
    tx.query<LensRequestRow>(`${OWN_REQUESTS} order by f.created_at desc, f.id desc limit ${MAX_LISTED}`, [userId, CLINIC_TIME_ZONE]),
  );
  return rows.map(toLensRequest);
}

/**
 * "Request again": one of the user's own requests as the form's values, or null when the id is
 * not a uuid or the request is not theirs (the form then starts empty, as for anyone).
 */
export async function loadOwnLensRequestPrefill(db: Db, userId: string, requestId: unknown): Promise<Partial<ContactLensInput> | null> {
  const id = requestIdFromParam(requestId);
  if (!id) return null;
  const [row] = await db.run(system, (tx) => tx.query<LensRequestRow>(`${OWN_REQUESTS} and f.id = $3`, [userId, CLINIC_TIME_ZONE, id]));
  return row ? toPrefill(row) : null;
}
