/**
 * A frame front with its lens width, bridge and total width marked, and a temple arm with its
 * length: a schematic (not to scale), drawn in currentColor so it follows the theme. A number
 * not known is left out; its label stays, so the picture still says where it is measured.
 */
export function FrameDiagram({ lens, bridge, temple, total }: { lens: number | null; bridge: number | null; temple: number | null; total: number | null }) {
  const mm = (label: string, v: number | null) => (v === null ? label : `${label} ${v} mm`);
  const description = [mm("lens width", lens), mm("bridge", bridge), mm("temple length", temple), ...(total === null ? [] : [mm("total frame width", total)])];
  return (
    <svg
      viewBox="0 0 320 246"
      role="img"
      aria-label={`Diagram of a frame: the ${description.join(", the ")}.`}
      className="mx-auto h-auto w-full max-w-sm text-ink"
      fontFamily="inherit"
      fontSize="12"
    >
      {/* Frame front: end pieces, lenses, bridge. */}
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
        <path d="M26 52 h14 M280 52 h14" />
        <rect x="40" y="38" width="100" height="62" rx="22" />
        <rect x="180" y="38" width="100" height="62" rx="22" />
        <path d="M140 54 Q160 40 180 54" />
      </g>
      <g className="text-brand-600 dark:text-brand-300" stroke="currentColor" strokeWidth="1.5">
        {/* Lens width, across the left lens. */}
        <path d="M40 22 H140 M40 16 V28 M140 16 V28" />
        {/* Bridge, between the lenses. */}
        <path d="M140 116 H180 M140 110 V122 M180 110 V122" />
        {/* Total width, end piece to end piece. */}
        <path d="M26 150 H294 M26 144 V156 M294 144 V156" strokeDasharray="4 3" />
        {/* Temple, hinge to tip along the arm. */}
        <path d="M40 208 H250 M40 202 V214 M250 202 V214" />
      </g>
      {/* Temple arm, side view, below the front. */}
      <path d="M40 226 H250 Q272 226 284 240" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <g fill="currentColor" textAnchor="middle">
        <text x="90" y="12">{lens === null ? "Lens width" : `Lens width ${lens}`}</text>
        <text x="160" y="136">{bridge === null ? "Bridge" : `Bridge ${bridge}`}</text>
        <text x="160" y="170">{total === null ? "Total width" : `Total width ${total}`}</text>
        <text x="145" y="197">{temple === null ? "Temple" : `Temple ${temple}`}</text>
      </g>
    </svg>
  );
}
