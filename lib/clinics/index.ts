import "server-only";
import { getPublicSchedule } from "@/lib/schedule";
import type { Clinic } from "./types";

export * from "./types";
export * from "./format";
export { loadClinic, loadClinics, requireClinic } from "./load";

/**
 * The clinics the pages list: the schedule's cached read already holds every clinic's record
 * (with its hours), so pages that show both share one cache entry and one database read.
 */
export async function getClinics(): Promise<Clinic[]> {
  return (await getPublicSchedule()).clinics;
}

export async function getClinic(id: string): Promise<Clinic | null> {
  return (await getClinics()).find((c) => c.id === id) ?? null;
}

export async function getClinicBySlug(slug: string): Promise<Clinic | null> {
  return (await getClinics()).find((c) => c.slug === slug) ?? null;
}
