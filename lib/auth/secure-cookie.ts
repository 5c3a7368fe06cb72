import { config } from "@/lib/config";

/** Auth cookies are Secure when the site is served over https (its public origin says so). */
export function secureCookie(): boolean {
  const c = config();
  return c.NODE_ENV === "production" && (c.publicUrl ?? "").startsWith("https:");
}
