/** A drawn motif: light passing through a lens onto a focal point. Decorative only. */
export function LensArt({ className = "", animated = false }: { className?: string; animated?: boolean }) {
  return (
    <svg viewBox="0 0 400 320" aria-hidden className={className}>
      <defs>
        <radialGradient id="lens-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#a8e2dd" stopOpacity=".9" />
          <stop offset="1" stopColor="#27928e" stopOpacity=".15" />
        </radialGradient>
        <linearGradient id="beam" x1="0" x2="1">
          <stop offset="0" stopColor="#f9bf4f" stopOpacity="0" />
          <stop offset=".5" stopColor="#f9bf4f" stopOpacity=".75" />
          <stop offset="1" stopColor="#f9bf4f" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="160" r="150" fill="url(#lens-glow)" />
      {[110, 140, 170, 200, 230].map((y, i) => (
        <path key={y} d={`M10 ${y} L170 ${y} L330 160`} stroke="url(#beam)" strokeWidth="3" fill="none" className={animated ? "motion-safe:animate-pulse" : undefined} style={animated ? { animationDelay: `${i * 0.3}s` } : undefined} />
      ))}
      <ellipse cx="185" cy="160" rx="28" ry="120" fill="#eefaf9" fillOpacity=".85" stroke="#1a5e5e" strokeWidth="5" />
      <ellipse cx="178" cy="120" rx="6" ry="40" fill="#fff" fillOpacity=".8" />
      <circle cx="330" cy="160" r="10" fill="#f3a42a" />
      <circle cx="330" cy="160" r="22" fill="none" stroke="#f3a42a" strokeOpacity=".4" strokeWidth="3" />
    </svg>
  );
}
