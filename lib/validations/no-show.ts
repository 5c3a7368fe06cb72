import { z } from "@/lib/validations/z";

/** "Mark no-show" and "Undo" on the day sheet: the visit, nothing else. */
export const noShowSchema = z.strictObject({ bookingId: z.uuid() });
export type NoShowInput = z.input<typeof noShowSchema>;
