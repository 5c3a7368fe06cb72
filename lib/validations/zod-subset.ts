/**
 * The part of zod our schemas use, named one by one. Turbopack keeps everything a namespace
 * import of "zod" can reach — every locale, 91 kB gzipped in the browser — so the forms'
 * shared `z` is built from this list instead. Add a name here when a schema needs it.
 */
export { array, boolean, coerce, config, email, enum, literal, NEVER, null, number, object, preprocess, string, union, url, uuid } from "zod";
export type { infer, input, output } from "zod";
