import type { BlogPost } from "@/content/blog";

/** A drawn cover for each article, in the brand's colours. */
export function BlogCover({ kind, className = "" }: { kind: BlogPost["cover"]; className?: string }) {
  return (
    <svg viewBox="0 0 640 360" aria-hidden className={className}>
      <rect width="640" height="360" fill="#d3f1ee" />
      <circle cx="520" cy="70" r="120" fill="#a8e2dd" />
      <circle cx="90" cy="330" r="140" fill="#fcd68a" opacity=".6" />
      {kind === "exam" ? (
        <g transform="translate(320 180)">
          <ellipse rx="150" ry="80" fill="#fff" stroke="#1a5e5e" strokeWidth="8" />
          <circle r="52" fill="#27928e" /><circle r="24" fill="#082527" /><circle cx="16" cy="-16" r="10" fill="#f9bf4f" />
        </g>
      ) : kind === "map" ? (
        <g stroke="#fff" strokeWidth="22" fill="none">
          <path d="M0 200 H640" /><path d="M380 0 V360" /><path d="M0 80 L640 120" opacity=".6" />
          <g stroke="none"><path d="M380 150 c-24 -28 -24 -60 0 -68 c24 8 24 40 0 68z" fill="#1a5e5e" /><circle cx="380" cy="110" r="10" fill="#f9bf4f" /></g>
        </g>
      ) : kind === "clinic" ? (
        <g>
          <rect x="170" y="130" width="300" height="170" rx="12" fill="#fff" stroke="#1a5e5e" strokeWidth="6" />
          <rect x="200" y="170" width="90" height="60" rx="6" fill="#a8e2dd" /><rect x="350" y="170" width="90" height="60" rx="6" fill="#a8e2dd" />
          <rect x="295" y="220" width="50" height="80" fill="#1a5e5e" />
          <path d="M170 130 L320 60 L470 130Z" fill="#1a5e5e" />
        </g>
      ) : (
        <g>
          <rect x="230" y="110" width="180" height="130" rx="16" fill="#1a5e5e" /><rect x="245" y="125" width="150" height="100" rx="8" fill="#a8e2dd" />
          <circle cx="320" cy="290" r="40" fill="#f3a42a" /><circle cx="305" cy="285" r="12" fill="#fff" stroke="#082527" strokeWidth="4" /><circle cx="335" cy="285" r="12" fill="#fff" stroke="#082527" strokeWidth="4" />
        </g>
      )}
    </svg>
  );
}
