const ARM = "M10 20 H196 Q222 20 232 48";

/** Where the three numbers are: printed inside a temple arm, near the hinge. Drawn in currentColor, so it follows the theme. */
export function TempleHint({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 240 64"
      role="img"
      aria-label="The inside of a temple arm, with 52, 18 and 140 printed near the hinge"
      className={`h-auto w-full max-w-64 ${className}`}
    >
      {/* The arm (an outline: a wide stroke under a narrower one), hinge at the left, bending down at the ear. */}
      <path d={ARM} fill="none" stroke="currentColor" strokeWidth="18" strokeLinecap="round" className="text-ink-muted" />
      <path d={ARM} fill="none" stroke="currentColor" strokeWidth="15" strokeLinecap="round" className="text-surface-muted" />
      <rect x="3" y="10" width="9" height="20" rx="2" fill="currentColor" className="text-ink-muted" />
      <g fontSize="11" fontFamily="ui-monospace, monospace" fill="currentColor" className="text-ink">
        <text x="26" y="24">52</text>
        <text x="43" y="24">□</text>
        <text x="56" y="24">18</text>
        <text x="88" y="24">140</text>
      </g>
      <path d="M33 36 V31 M63 36 V31 M98 36 V31" stroke="currentColor" strokeWidth="1" className="text-brand-600 dark:text-brand-300" />
      <g fontSize="9" fill="currentColor" textAnchor="middle" className="text-ink-muted">
        <text x="33" y="47">lens</text>
        <text x="63" y="47">bridge</text>
        <text x="98" y="47">temple</text>
      </g>
    </svg>
  );
}
