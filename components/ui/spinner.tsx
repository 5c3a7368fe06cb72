/** A busy indicator drawn with CSS (no icon code in the bundle); decorative, so pair it with text. */
export function Spinner({ className = "size-4" }: { className?: string }) {
  return <span aria-hidden className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent ${className}`} />;
}
