const VIEW_BOX = "0 0 400 320";
const BEAM_YS = [110, 140, 170, 200, 230];

function Glow() {
  return (
    <>
      <defs>
        <radialGradient id="lens-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#a8e2dd" stopOpacity=".9" />
          <stop offset="1" stopColor="#27928e" stopOpacity=".15" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="160" r="150" fill="url(#lens-glow)" />
    </>
  );
}

function Beams() {
  return (
    <>
      <defs>
        <linearGradient id="beam" x1="0" x2="1">
          <stop offset="0" stopColor="#f9bf4f" stopOpacity="0" />
          <stop offset=".5" stopColor="#f9bf4f" stopOpacity=".75" />
          <stop offset="1" stopColor="#f9bf4f" stopOpacity="0" />
        </linearGradient>
      </defs>
      {BEAM_YS.map((y) => (
        <path key={y} d={`M10 ${y} L170 ${y} L330 160`} stroke="url(#beam)" strokeWidth="3" fill="none" />
      ))}
    </>
  );
}

function Lens() {
  return (
    <>
      <ellipse cx="185" cy="160" rx="28" ry="120" fill="#eefaf9" fillOpacity=".85" stroke="#1a5e5e" strokeWidth="5" />
      <ellipse cx="178" cy="120" rx="6" ry="40" fill="#fff" fillOpacity=".8" />
      <circle cx="330" cy="160" r="10" fill="#f3a42a" />
      <circle cx="330" cy="160" r="22" fill="none" stroke="#f3a42a" strokeOpacity=".4" strokeWidth="3" />
    </>
  );
}

/**
 * A drawn motif: light passing through a lens onto a focal point. Decorative only.
 * Animated, the beams are their own layer and only its opacity changes, which the
 * compositor does without the main thread (SVG children animated one by one are repainted
 * on the main thread every frame).
 */
export function LensArt({ className = "", animated = false }: { className?: string; animated?: boolean }) {
  if (!animated) {
    return (
      <svg viewBox={VIEW_BOX} aria-hidden className={className}>
        <Glow />
        <Beams />
        <Lens />
      </svg>
    );
  }
  const layer = "absolute inset-0 size-full";
  return (
    <div aria-hidden className={className}>
      <div className="relative aspect-[5/4] w-full">
        <svg viewBox={VIEW_BOX} className={layer}><Glow /></svg>
        <svg viewBox={VIEW_BOX} className={`${layer} will-change-[opacity] motion-safe:animate-pulse`}><Beams /></svg>
        <svg viewBox={VIEW_BOX} className={layer}><Lens /></svg>
      </div>
    </div>
  );
}
