/**
 * Where to go after signing in: the `next` the visitor came from when it is a local page
 * they may open, otherwise their home (admins → admin dashboard, others → account).
 */
export function afterSignIn(next: string | null | undefined, isAdmin: boolean): string {
  const home = isAdmin ? "/brampton/admin" : "/brampton/account";
  if (!next || !next.startsWith("/brampton/") || next.startsWith("//") || next.includes("\\")) return home;
  if (!isAdmin && /^\/brampton\/(admin|analytics)(\/|$|\?)/.test(next)) return home;
  if (next.startsWith("/brampton/auth")) return home;
  return next;
}
