import { z } from "@/lib/validations/z";

/**
 * The import dialog's request (issue 35), shared by the dialog, which builds the upload's query
 * from it, and the import route, which parses that query with it. The file itself travels as the
 * request's body and is checked by lib/admin/csv.
 */
export const csvImportSchema = z.object({
  step: z.enum(["preview", "import"]),
  create_missing: z._default(
    z.preprocess((v) => (v === "1" || v === "true" ? true : v === "0" || v === "false" || v === "" ? false : v), z.boolean()),
    false,
  ),
});
export type CsvImportRequest = z.output<typeof csvImportSchema>;

/** The query string the dialog sends and the route reads. */
export function csvImportQuery(request: CsvImportRequest): string {
  return new URLSearchParams({ step: request.step, create_missing: request.create_missing ? "1" : "0" }).toString();
}
