import type { Queryable } from "@/lib/db/types";
import type { Clinic } from "./types";

type Row = {
  id: string; slug: string; name: string; short_name: string; booking_label: string; street: string; unit: string | null;
  city: string; province: string; postal_code: string; phone: string; email: string; lat: number; lng: number; rooms: number; position: number;
};

const SELECT = `select id, slug, name, short_name, booking_label, street, unit, city, province, postal_code, phone, email, lat, lng, rooms, position
  from public.clinics`;

const toClinic = (r: Row): Clinic => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  shortName: r.short_name,
  bookingLabel: r.booking_label,
  street: r.street,
  unit: r.unit,
  city: r.city,
  province: r.province,
  postalCode: r.postal_code,
  phone: r.phone,
  email: r.email,
  geo: { lat: Number(r.lat), lng: Number(r.lng) },
  rooms: Number(r.rooms),
  position: Number(r.position),
});

/** Every clinic, in the order the site lists them (public under RLS). */
export async function loadClinics(tx: Queryable): Promise<Clinic[]> {
  const rows = await tx.query<Row>(`${SELECT} order by position, id`);
  return rows.map(toClinic);
}

/** One clinic by id, or null (an id a client sent is checked against this). */
export async function loadClinic(tx: Queryable, id: string): Promise<Clinic | null> {
  const rows = await tx.query<Row>(`${SELECT} where id = $1`, [id]);
  return rows[0] ? toClinic(rows[0]) : null;
}

/** The clinic a stored row names (the foreign key guarantees it). */
export async function requireClinic(tx: Queryable, id: string): Promise<Clinic> {
  const clinic = await loadClinic(tx, id);
  if (!clinic) throw new Error(`No clinic ${id}`);
  return clinic;
}
