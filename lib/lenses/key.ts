import type { LensCoating, LensMaterial } from "@/content/lenses";
import type { PrescriptionInput } from "./prescription";

// The shape of a cart line's lenses and what the cart itself needs of it. Types only from the
// lens catalogue: the cart store runs on every page, and must not carry the catalogue's words.

/** Where the prescription comes from, with what each way needs. */
export type ExamPrescription = { source: "exam"; clinic: string; /** YYYY-MM */ examMonth: string; name: string; /** YYYY-MM-DD */ birthDate: string };
export type EnteredPrescription = { source: "entered" } & PrescriptionInput;
/** An upload already on the server; the cart keeps only its opaque id and the file's name to show. */
export type UploadedPrescription = { source: "upload"; uploadId: string; fileName: string };
export type LaterPrescription = { source: "later" };
export type PrescriptionChoice = ExamPrescription | EnteredPrescription | UploadedPrescription | LaterPrescription;

/**
 * The lenses of a cart line. A line without one is "Frame only" (the demo lenses), so carts
 * stored before lenses existed read unchanged.
 */
export type LensChoice =
  | { type: "reading"; readingPower: number; material: LensMaterial; coatings: LensCoating[] }
  | { type: "single-vision" | "progressive"; prescription: PrescriptionChoice; material: LensMaterial; coatings: LensCoating[] };

export const needsPrescription = (lens: LensChoice | undefined): lens is Extract<LensChoice, { prescription: PrescriptionChoice }> =>
  lens !== undefined && lens.type !== "reading";

/**
 * Lenses made to a prescription that corrects nothing: every sphere, cylinder and add is zero in
 * both eyes (the grid has no prism). Only an entered prescription is known at checkout.
 */
export function isPlano(lens: LensChoice | undefined): boolean {
  if (!needsPrescription(lens) || lens.prescription.source !== "entered") return false;
  const { right, left } = lens.prescription;
  return [right, left].every((e) => [e.sph, e.cyl, e.add].every((v) => v === null || v === 0));
}

/** A stable key for "the same lenses": the same frame with other lenses is another cart line. */
export function lensKey(lens: LensChoice | undefined): string {
  if (!lens) return "";
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)]))
        : value;
  return JSON.stringify(sorted({ ...lens, coatings: [...lens.coatings].sort() }));
}

