/** A field's error as the lens section shows it: once the field was left, or after an Add to cart attempt. */
export type ErrorOf = (field: string) => string | undefined;
