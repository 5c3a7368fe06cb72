import { NextResponse, type NextRequest } from "next/server";
import { sessionFromRequest } from "@/lib/auth/proxy-session";
import { legacyRedirect } from "@/lib/routing/legacy-redirects";

const GUARDED = /^\/brampton\/(admin|analytics)(\/|$)/;

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  const target = legacyRedirect(pathname);
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    url.search = search;
    return NextResponse.redirect(url, 308);
  }

  if (GUARDED.test(pathname)) {
    // A cheap first check; the pages and every admin action check again against the database.
    const session = await sessionFromRequest(request);
    if (!session) {
      const url = request.nextUrl.clone();
      url.pathname = "/brampton/auth";
      url.search = `?next=${encodeURIComponent(pathname + search)}`;
      return NextResponse.redirect(url, 307);
    }
    if (!session.admin) {
      const url = request.nextUrl.clone();
      url.pathname = "/brampton/forbidden";
      url.search = "";
      return NextResponse.rewrite(url, { status: 403 });
    }
  }
  return NextResponse.next();
}

// Narrow on purpose: static pages must not pay for the proxy. Matchers must be literal
// for Next to read them at build time; a unit test checks each legacy prefix is listed.
export const config = {
  matcher: [
    "/dashboard",
    "/product/:path*",
    "/cart/:path*",
    "/checkout/:path*",
    "/shop/:path*",
    "/about/:path*",
    "/services/:path*",
    "/eyewear/:path*",
    "/insurance/:path*",
    "/locations/:path*",
    "/book-exam/:path*",
    "/contact/:path*",
    "/blog/:path*",
    "/offers/:path*",
    "/order-contacts/:path*",
    "/order-success/:path*",
    "/auth/:path*",
    "/admin/:path*",
    "/analytics/:path*",
    "/brampton/dashboard",
    "/brampton/admin/:path*",
    "/brampton/analytics/:path*",
  ],
};
