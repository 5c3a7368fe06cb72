import type { FieldValues, Resolver } from "react-hook-form";

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
