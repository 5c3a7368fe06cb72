import "server-only";
import { unstable_cache } from "next/cache";
import { anon } from "@/lib/db/types";
import { withDb } from "@/lib/db";
import { SCHEDULE_TAG } from "@/lib/schedule/tag";
import { loadClinics } from "./load";
import type { Clinic } from "./types";

export * from "./types";
export * from "./format";
export { loadClinic, loadClinics, requireClinic } from "./load";

/**
 * The clinics the pages list, cached under the schedule's tag: the admins' schedule saves
 * expire it, and the pages that show a clinic stay static.
 */
export const getClinics: () => Promise<Clinic[]> = unstable_cache(async () => withDb(anon, (tx) => loadClinics(tx)), ["clinics:public"], {
  tags: [SCHEDULE_TAG],
  revalidate: 3600,
});

export async function getClinic(id: string): Promise<Clinic | null> {
  return (await getClinics()).find((c) => c.id === id) ?? null;
}

export async function getClinicBySlug(slug: string): Promise<Clinic | null> {
  return (await getClinics()).find((c) => c.slug === slug) ?? null;
}
