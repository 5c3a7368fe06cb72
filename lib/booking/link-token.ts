import { createHash, randomBytes } from "node:crypto";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** A new e-mailed link's token (256 random bits) and the hash the database keeps instead of it: manage, waitlist, offer and forms links alike. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
