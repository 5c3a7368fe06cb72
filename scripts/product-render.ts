/**
 * Studio renders of a frame, drawn in SVG from the product's own colours: front view,
 * three-quarter view, side (temple) view and a lens detail. Used by generate-seed.ts.
 */
export type FrameShape =
  | "round" | "rectangle" | "square" | "aviator" | "cateye" | "wayfarer" | "browline" | "oversized" | "kids" | "sport";

type Options = {
  shape: FrameShape;
  frame: string;
  accent: string;
  sun: boolean;
  polarized: boolean;
  brand: string;
  view: number;
  seed: number;
};

const f = (n: number) => Number(n.toFixed(1));

/** One lens outline centred on (cx, cy); `side` -1 is the wearer's right (viewer's left). */
function lensPath(shape: FrameShape, cx: number, cy: number, side: 1 | -1): string {
  const s = side;
  const rr = (w: number, h: number, r: number) => {
    const x = cx - w / 2, y = cy - h / 2;
    return `M${f(x + r)} ${f(y)}H${f(x + w - r)}Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + r)}V${f(y + h - r)}Q${f(x + w)} ${f(y + h)} ${f(x + w - r)} ${f(y + h)}H${f(x + r)}Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - r)}V${f(y + r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Z`;
  };
  switch (shape) {
    case "round":
      return `M${cx - 72} ${cy}a72 72 0 1 0 144 0a72 72 0 1 0 -144 0Z`;
    case "kids":
      return rr(128, 108, 46);
    case "rectangle":
      return rr(160, 96, 20);
    case "square":
      return rr(148, 124, 26);
    case "oversized":
      return rr(172, 150, 48);
    case "browline":
      return rr(152, 110, 34);
    case "wayfarer": {
      // Wider at the top, tapering to the bottom.
      const o = s * 82, i = -s * 70;
      return `M${cx + i} ${cy - 58}L${cx + o} ${cy - 62}Q${cx + o + s * 6} ${cy - 60} ${cx + o - s * 2} ${cy - 40}L${cx + o - s * 16} ${cy + 42}Q${cx + o - s * 22} ${cy + 58} ${cx + o - s * 40} ${cy + 58}L${cx + i + s * 14} ${cy + 56}Q${cx + i} ${cy + 54} ${cx + i - s * 2} ${cy + 38}L${cx + i - s * 6} ${cy - 44}Q${cx + i - s * 6} ${cy - 58} ${cx + i} ${cy - 58}Z`;
    }
    case "aviator": {
      // Teardrop: flat brow, deep drop toward the nose.
      const o = s * 84, i = -s * 70;
      return `M${cx + i} ${cy - 52}C${cx} ${cy - 62} ${cx + o} ${cy - 64} ${cx + o} ${cy - 34}C${cx + o + s * 4} ${cy + 10} ${cx + o - s * 14} ${cy + 74} ${cx + s * 10} ${cy + 74}C${cx + i - s * 6} ${cy + 74} ${cx + i - s * 14} ${cy + 30} ${cx + i - s * 6} ${cy - 10}C${cx + i - s * 4} ${cy - 34} ${cx + i - s * 6} ${cy - 48} ${cx + i} ${cy - 52}Z`;
    }
    case "cateye": {
      // Outer top corner swept up.
      const o = s * 84, i = -s * 72;
      return `M${cx + i} ${cy - 40}C${cx - s * 10} ${cy - 56} ${cx + s * 50} ${cy - 64} ${cx + o + s * 8} ${cy - 66}C${cx + o + s * 2} ${cy - 30} ${cx + o - s * 6} ${cy + 52} ${cx + s * 8} ${cy + 54}C${cx + i - s * 4} ${cy + 56} ${cx + i - s * 8} ${cy + 10} ${cx + i - s * 4} ${cy - 20}C${cx + i - s * 2} ${cy - 32} ${cx + i} ${cy - 38} ${cx + i} ${cy - 40}Z`;
    }
    case "sport":
      return rr(170, 92, 40);
  }
}

const METAL: FrameShape[] = ["aviator"];

function defs(o: Options, id: string): string {
  const tintTop = o.sun ? (o.polarized ? "#24313a" : "#3b3430") : "#ffffff";
  const tintBottom = o.sun ? (o.polarized ? "#5f7b86" : "#8b7768") : "#e8f2f4";
  const lensOpacity = o.sun ? 0.92 : 0.55;
  return `<defs>
<radialGradient id="bg${id}" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#fbfaf7"/><stop offset="1" stop-color="#e9ecec"/></radialGradient>
<linearGradient id="lens${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tintTop}" stop-opacity="${lensOpacity}"/><stop offset="1" stop-color="${tintBottom}" stop-opacity="${o.sun ? 0.78 : 0.35}"/></linearGradient>
<linearGradient id="shine${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="rim${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${o.frame}"/><stop offset="1" stop-color="${o.accent}"/></linearGradient>
<filter id="soft${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>`;
}

function wordmark(brand: string): string {
  return `<text x="764" y="572" text-anchor="end" font-family="Georgia, serif" font-size="18" letter-spacing="4" fill="#8e9899">${brand.toUpperCase()}</text>`;
}

function front(o: Options, id: string, cy = 300): string {
  const metal = METAL.includes(o.shape) || o.shape === "browline";
  const stroke = metal ? 7 : o.shape === "kids" ? 15 : 13;
  const gap = o.shape === "sport" ? 96 : 104;
  const lx = 400 - gap, rx = 400 + gap;
  const left = lensPath(o.shape, lx, cy, -1);
  const right = lensPath(o.shape, rx, cy, 1);
  const rimColor = `url(#rim${id})`;
  const bridgeY = cy - (o.shape === "aviator" ? 40 : 24);
  const brow =
    o.shape === "browline"
      ? `<path d="M${lx - 80} ${cy - 46}Q${lx} ${cy - 70} ${lx + 74} ${cy - 50}M${rx - 74} ${cy - 50}Q${rx} ${cy - 70} ${rx + 80} ${cy - 46}" stroke="${o.frame}" stroke-width="22" fill="none" stroke-linecap="round"/>`
      : o.shape === "aviator"
        ? `<path d="M${lx + 10} ${cy - 60}Q400 ${cy - 74} ${rx - 10} ${cy - 60}" stroke="${o.frame}" stroke-width="5" fill="none"/>`
        : "";
  const outer = o.shape === "sport" ? 92 : 86;
  return `<g>
<ellipse cx="400" cy="${cy + 112}" rx="270" ry="18" fill="#0b1516" opacity=".16" filter="url(#soft${id})"/>
<path d="M${lx - outer} ${cy - 30}L${lx - outer - 36} ${cy - 22}M${rx + outer} ${cy - 30}L${rx + outer + 36} ${cy - 22}" stroke="${o.frame}" stroke-width="${stroke}" stroke-linecap="round"/>
<path d="${left}" fill="url(#lens${id})"/><path d="${right}" fill="url(#lens${id})"/>
<path d="${left}" fill="url(#shine${id})" opacity=".55"/><path d="${right}" fill="url(#shine${id})" opacity=".55"/>
<path d="${left}" fill="none" stroke="${rimColor}" stroke-width="${stroke}" stroke-linejoin="round"/>
<path d="${right}" fill="none" stroke="${rimColor}" stroke-width="${stroke}" stroke-linejoin="round"/>
<path d="M${lx + 66} ${bridgeY}Q400 ${bridgeY - 26} ${rx - 66} ${bridgeY}" stroke="${o.frame}" stroke-width="${metal ? 6 : stroke}" fill="none" stroke-linecap="round"/>
${brow}
${metal ? `<circle cx="${400 - 42}" cy="${cy + 16}" r="7" fill="#e9eef0" stroke="${o.frame}" stroke-width="2"/><circle cx="${400 + 42}" cy="${cy + 16}" r="7" fill="#e9eef0" stroke="${o.frame}" stroke-width="2"/>` : ""}
<circle cx="${lx - outer + 6}" cy="${cy - 30}" r="3.5" fill="#d9dde0"/><circle cx="${rx + outer - 6}" cy="${cy - 30}" r="3.5" fill="#d9dde0"/>
</g>`;
}

function sideView(o: Options, id: string): string {
  const metal = METAL.includes(o.shape);
  const t = metal ? 7 : 14;
  return `<g>
<ellipse cx="400" cy="430" rx="300" ry="18" fill="#0b1516" opacity=".16" filter="url(#soft${id})"/>
<path d="M150 250L150 360" stroke="${o.frame}" stroke-width="${metal ? 10 : 26}" stroke-linecap="round"/>
<path d="M158 262L610 270Q650 272 668 300Q680 326 670 360" stroke="url(#rim${id})" stroke-width="${t}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="160" y="252" width="34" height="20" rx="6" fill="#c5cbcf"/>
<path d="M300 262L420 264" stroke="${o.accent}" stroke-width="${Math.max(3, t / 3)}" stroke-linecap="round" opacity=".8"/>
<text x="320" y="300" font-family="Georgia, serif" font-size="14" letter-spacing="3" fill="#8e9899">${o.brand.toUpperCase()}</text>
</g>`;
}

function detail(o: Options, id: string): string {
  const lens = lensPath(o.shape, 400, 300, 1);
  return `<g transform="translate(400 300) scale(2.1) translate(-400 -300)">
<path d="${lens}" fill="url(#lens${id})"/>
<path d="${lens}" fill="url(#shine${id})" opacity=".7"/>
<path d="${lens}" fill="none" stroke="url(#rim${id})" stroke-width="${METAL.includes(o.shape) ? 5 : 11}"/>
</g>
<path d="M250 180Q330 150 410 170" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".35"/>`;
}

export function frameSvg(o: Options): string {
  const id = `p${o.seed}v${o.view}`;
  let body: string;
  switch (o.view) {
    case 2:
      // Three-quarter: the front compressed and turned, one temple running back.
      body = `<g transform="translate(400 300) scale(1.02 1.18) skewY(-5) translate(-420 -300)">${front(o, id)}
<path d="M${400 + 104 + 86} 270L${400 + 104 + 260} 236Q${400 + 104 + 296} 232 ${400 + 104 + 300} 262" stroke="${o.frame}" stroke-width="${METAL.includes(o.shape) ? 7 : 13}" fill="none" stroke-linecap="round"/></g>`;
      break;
    case 3:
      body = sideView(o, id);
      break;
    case 4:
      body = detail(o, id);
      break;
    default:
      body = `<g transform="translate(400 300) scale(1.28) translate(-400 -300)">${front(o, id)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" role="img" aria-label="${o.brand} frame, view ${o.view}">${defs(o, id)}<rect width="800" height="600" fill="url(#bg${id})"/>${body}${wordmark(o.brand)}</svg>\n`;
}
