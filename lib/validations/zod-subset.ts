import { pipe, transform, type ZodMiniPipe, type ZodMiniTransform } from "zod/mini";
import type { $ZodType } from "zod/v4/core";

/**
 * The part of zod/mini our schemas use, named one by one. Zod/mini's schemas carry no methods
 * (checks, optional, default, transform… are functions), so a form ships only what it calls;
 * and a namespace import of "zod/mini" would still reach every locale, so the forms' shared
 * `z` is built from this list instead. Add a name here when a schema needs it.
 */
export {
  _default,
  array,
  boolean,
  catch,
  coerce,
  config,
  email,
  enum,
  extend,
  gte,
  int,
  literal,
  lte,
  maxLength,
  minLength,
  NEVER,
  null,
  nullable,
  nullish,
  number,
  object,
  optional,
  overwrite,
  partial,
  pick,
  pipe,
  record,
  refine,
  regex,
  strictObject,
  string,
  superRefine,
  toLowerCase,
  toUpperCase,
  transform,
  trim,
  union,
  unknown,
  uuid,
} from "zod/mini";
export type { infer, input, output } from "zod/mini";

/** Classic zod's `z.preprocess`, which zod/mini leaves out: the same pipe of a transform into `schema`. */
export function preprocess<U extends $ZodType>(fn: (value: unknown) => unknown, schema: U): ZodMiniPipe<ZodMiniTransform<unknown, unknown>, U> {
  return pipe<ZodMiniTransform<unknown, unknown>, U>(transform(fn), schema);
}
