import { hasUnusualCharacters } from "@/lib/validations/text";

/**
 * Where to go after signing in: the `next` the visitor came from when it is a local page
 * they may open, otherwise their home (admins → admin dashboard, others → account).
 */
export function afterSignIn(next: unknown, isAdmin: boolean): string {
  const home = isAdmin ? "/brampton/admin" : "/brampton/account";
  // `next` comes from the browser: anything but a plain path of ours goes home.
  if (typeof next !== "string" || next.length > 2000 || hasUnusualCharacters(next)) return home;
  if (!next.startsWith("/brampton/") || next.startsWith("//") || next.includes("\\")) return home;
  if (!isAdmin && /^\/brampton\/(admin|analytics)(\/|$|\?)/.test(next)) return home;
  if (next.startsWith("/brampton/auth")) return home;
  return next;
}
