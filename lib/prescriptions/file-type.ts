// Pure helpers for prescription uploads, shared by the browser (the picker's pre-check) and the
// server (the upload route, storage, the admin route). No Node APIs: this file ships to browsers.

/** 10 MB, as the product page promises and the bucket and table enforce. */
export const MAX_PRESCRIPTION_BYTES = 10 * 1024 * 1024;

/**
 * What the file picker offers. HEIF names and types are offered too because iPhones label their
 * photos either way; the bytes decide in the end (an HEIF container with an HEIC brand passes).
 */
export const PRESCRIPTION_ACCEPT = "image/jpeg,image/png,image/heic,image/heif,application/pdf,.heic,.heif,.pdf";

export type PrescriptionMime = "image/jpeg" | "image/png" | "image/heic" | "application/pdf";
export type PrescriptionExt = "jpg" | "png" | "heic" | "pdf";
export type PrescriptionType = { mime: PrescriptionMime; ext: PrescriptionExt };

/** How many leading bytes detectPrescriptionType needs (a browser can read just these). */
export const PRESCRIPTION_HEAD_BYTES = 12;

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = ascii("%PDF-");
const FTYP = ascii("ftyp");
/** ISO-BMFF major brands of HEIC/HEIF stills and sequences (ISO/IEC 23008-12). */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/**
 * The ftyp box's declared size: its 8-byte header, major brand and minor version (16 bytes) plus
 * 4 per compatible brand, and small. Other text whose bytes 4..8 spell "ftyp" is not a HEIC.
 */
function plausibleFtypSize(b: Uint8Array): boolean {
  const size = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
  return size >= 16 && size <= 4096 && size % 4 === 0;
}

/**
 * What an upload really is, from its first bytes — never its name or the browser's type. JPEG,
 * PNG, PDF and HEIC only; text, HTML, SVG, GIF and anything else (or too few bytes) are null.
 */
export function detectPrescriptionType(bytes: Uint8Array): PrescriptionType | null {
  if (startsWith(bytes, JPEG)) return { mime: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, PNG)) return { mime: "image/png", ext: "png" };
  if (startsWith(bytes, PDF)) return { mime: "application/pdf", ext: "pdf" };
  if (startsWith(bytes, FTYP, 4) && bytes.length >= 12 && plausibleFtypSize(bytes)) {
    const brand = String.fromCharCode(bytes[8], bytes[9], bytes[10], bytes[11]);
    if (HEIC_BRANDS.has(brand)) return { mime: "image/heic", ext: "heic" };
  }
  return null;
}

/** The stored content type for a stored object name's extension, or null for anything else. */
export function prescriptionTypeOfName(objectName: string): PrescriptionType | null {
  const match = /^[a-z0-9-]{8,80}\.(jpg|png|heic|pdf)$/.exec(objectName);
  if (!match) return null;
  const ext = match[1] as PrescriptionExt;
  const mime: Record<PrescriptionExt, PrescriptionMime> = { jpg: "image/jpeg", png: "image/png", heic: "image/heic", pdf: "application/pdf" };
  return { mime: mime[ext], ext };
}
