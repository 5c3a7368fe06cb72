"use server";

import { revalidatePath } from "next/cache";
import { PATIENT_FORM_COPY as F } from "@/content/patients";
import { adminCaller, NOT_ALLOWED } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { createPatient, dismissDuplicate, mergePatients, updatePatient, type WriteResult } from "@/lib/patients/write";
import {
  dismissDuplicateSchema,
  mergePatientsSchema,
  patientSchema,
  updatePatientSchema,
  type MergePatientsInput,
  type PatientInput,
} from "@/lib/validations/patients";

// Each action validates with its form's schema and asks for the `patients` permission itself; the
// database asks again (RLS, and private.merge_patients) before anything is written.
const FAILED = "The change could not be saved. Please try again.";
const BASE = "/brampton/admin/patients";

async function run(work: () => Promise<WriteResult>, paths: string[]): Promise<WriteResult> {
  try {
    const result = await work();
    if (result.ok) for (const p of paths) revalidatePath(p);
    return result;
  } catch (err) {
    console.error("patients action failed:", (err as Error).message);
    return { ok: false, error: FAILED };
  }
}

export async function createPatientAction(input: PatientInput): Promise<WriteResult> {
  const caller = await adminCaller("patients");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = patientSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return run(async () => createPatient(await getDb(), caller, parsed.data), [BASE]);
}

export async function updatePatientAction(id: string, input: PatientInput): Promise<WriteResult> {
  const caller = await adminCaller("patients");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = updatePatientSchema.safeParse({ id, details: input });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return run(async () => updatePatient(await getDb(), caller, parsed.data.id, parsed.data.details), [BASE, `${BASE}/${parsed.data.id}`]);
}

export async function mergePatientsAction(input: MergePatientsInput): Promise<WriteResult> {
  const caller = await adminCaller("patients");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = mergePatientsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const { from, into, reason } = parsed.data;
  return run(async () => mergePatients(await getDb(), caller, from, into, reason, NOT_ALLOWED), [BASE, `${BASE}/duplicates`, `${BASE}/${from}`, `${BASE}/${into}`]);
}

export async function dismissDuplicateAction(a: string, b: string): Promise<WriteResult> {
  const caller = await adminCaller("patients");
  if (!caller) return { ok: false, error: NOT_ALLOWED };
  const parsed = dismissDuplicateSchema.safeParse({ a, b });
  if (!parsed.success) return { ok: false, error: F.errors.notFound };
  return run(async () => dismissDuplicate(await getDb(), caller, parsed.data.a, parsed.data.b), [`${BASE}/duplicates`]);
}
