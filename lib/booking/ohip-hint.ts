/**
 * The booking form's personal OHIP hint (issue 52): for the signed-in patient and the people of
 * their household named in the form, the day OHIP covers their next routine exam, worked out on
 * the server from their record. Nobody outside the caller's household is matched, and only a date
 * leaves the server.
 */
import type { Caller, Db } from "@/lib/db/types";
import { ohipHintSchema } from "@/lib/validations/ohip-hint";
import { ohipNextCovered } from "./coverage";

export async function ohipNextExamDates(db: Db, caller: Caller, input: unknown): Promise<(string | null)[]> {
  const parsed = ohipHintSchema.safeParse(input);
  if (!parsed.success || caller.kind !== "user") return [];
  const { people, day } = parsed.data;
  const rows = await db.run(caller, (tx) =>
    tx.query<{ idx: number; date_of_birth: string; eligible_conditions: string[]; last_exam: string | null }>(
      "select idx, date_of_birth::text, eligible_conditions, last_exam::text from private.own_household_exams($1::jsonb)",
      [JSON.stringify(people)],
    ),
  );
  return people.map((_, i) => {
    const r = rows.find((x) => Number(x.idx) === i);
    return r ? ohipNextCovered({ dateOfBirth: r.date_of_birth, conditions: r.eligible_conditions, lastExam: r.last_exam }, day) : null;
  });
}
