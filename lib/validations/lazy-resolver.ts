import type { FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";

/**
 * A react-hook-form resolver whose schema (and zod with it, ~17 kB gz) is fetched the first time
 * the form validates, or earlier when `preload` is called (on the form's first focus), so a form's
 * page does not download and evaluate validation code while it loads. Each form still validates
 * with the one schema its server action uses.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): { resolver: Resolver<TFieldValues, TContext, TTransformed>; preload: () => void } {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  const get = () => {
    // A failed fetch (offline) is retried on the next attempt rather than remembered.
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) => (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => undefined) };
}

/** `lazyResolver` for a zod schema: imports the zod resolver with the schema, on first use. */
export function lazyZodResolver<TFieldValues extends FieldValues, TTransformed>(loadSchema: () => Promise<$ZodType<TTransformed, TFieldValues>>) {
  // The cast: zodResolver's overloads do not narrow from a generic schema; the types are the schema's own.
  return lazyResolver<TFieldValues, unknown, TTransformed>(() =>
    Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<TFieldValues, unknown, TTransformed>),
  );
}
