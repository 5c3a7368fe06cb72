import { MAX_HELD_FRAMES } from "@/content/schedule";

/** A frame the patient wants ready at the visit, as remembered in the browser. */
export type ExamFrame = { id: string; name: string; brand?: string; image?: string };

export const EXAM_FRAMES_KEY = "exam-frames";

/** Adds frames at the end, once each, keeping at most four; returns the list unchanged when full. */
export function addExamFrames(list: ExamFrame[], frames: ExamFrame[]): ExamFrame[] {
  const out = [...list];
  for (const f of frames) {
    if (out.length >= MAX_HELD_FRAMES) break;
    if (!out.some((o) => o.id === f.id)) out.push(f);
  }
  return out;
}

export function removeExamFrame(list: ExamFrame[], id: string): ExamFrame[] {
  return list.filter((f) => f.id !== id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whatever localStorage holds, only well-formed entries survive (it is user-editable). */
export function parseExamFrames(raw: string | null): ExamFrame[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(value)) return [];
    const frames = value.filter(
      (f): f is ExamFrame => !!f && typeof f === "object" && typeof f.id === "string" && UUID.test(f.id) && typeof f.name === "string" && f.name.length > 0 && f.name.length <= 200,
    );
    return addExamFrames([], frames.map((f) => ({ id: f.id, name: f.name, brand: typeof f.brand === "string" ? f.brand : undefined, image: typeof f.image === "string" && f.image.startsWith("/") ? f.image : undefined })));
  } catch {
    return [];
  }
}

/** "Ray-Ban RB2140", not "Ray-Ban Ray-Ban RB2140": the brand only when the name lacks it. */
export function frameLabel(name: string, brand?: string | null): string {
  return brand && !name.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${name}` : name;
}
