import { hasUnusualCharacters } from "@/lib/validations/text";
import { canOpen, staffHome, type StaffRole } from "./permissions";

/**
 * Where to go after signing in: the `next` the visitor came from when it is a local page
 * they may open, otherwise their home (staff → the first admin page their role may use, others → account).
 */
export function afterSignIn(next: unknown, role: StaffRole | null): string {
  const home = role ? staffHome(role) : "/brampton/account";
  // `next` comes from the browser: anything but a plain path of ours goes home.
  if (typeof next !== "string" || next.length > 2000 || hasUnusualCharacters(next)) return home;
  if (!next.startsWith("/brampton/") || next.startsWith("//") || next.includes("\\")) return home;
  if (/^\/brampton\/(admin|analytics)(\/|$|\?)/.test(next) && !canOpen(role, next.split("?")[0])) return home;
  if (next.startsWith("/brampton/auth")) return home;
  return next;
}
