import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

const scrypt = (pw: string, salt: Buffer, len: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(pw, salt, len, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

// One of OWASP's listed scrypt settings (Password Storage Cheat Sheet): 16 MiB of memory per
// hash whatever p is, which matters under a sign-in flood; p=5 buys the work factor instead.
const N = 16384;
const r = 8;
const p = 5;
const KEYLEN = 32;

/** Hashed when the e-mail is unknown, so an unknown account costs the same time as a known one. */
export const UNKNOWN_USER_HASH = `scrypt$${N}$${r}$${p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEYLEN, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, rr, pp, saltB64, hashB64] = parts;
  const expected = Buffer.from(hashB64, "base64url");
  const key = await scrypt(password.normalize("NFKC"), Buffer.from(saltB64, "base64url"), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True for a hash made with older settings: it is replaced at the user's next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, rr, pp] = stored.split("$");
  return scheme !== "scrypt" || Number(n) !== N || Number(rr) !== r || Number(pp) !== p;
}
