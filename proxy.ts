import { NextResponse, type NextRequest } from "next/server";
import { can, canOpen } from "@/lib/auth/permissions";
import { liveStaffRole } from "@/lib/auth/live-role";
import { sessionFromRequest } from "@/lib/auth/proxy-session";
import { dbLooksDown } from "@/lib/db/health";
import { PATIENT_PATH, patientRecordRefused } from "@/lib/patients/gate";
import { clientIp } from "@/lib/request";
import { isMalformedPath, rawPathOf } from "@/lib/routing/bad-path";
import { legacyRedirect } from "@/lib/routing/legacy-redirects";
import { isCacheableListing, listingSegment } from "@/lib/routing/listing-cache";

const GUARDED = /^\/brampton\/(admin|analytics)(\/|$)/;
const LISTING = /^\/brampton\/(shop|brands\/[a-z0-9-]{1,80})$/;
/** Pages rendered from the database (the shop's collection pages under /shop/ are static). */
const DATA_PAGE = /^(\/(pa|hi))?\/brampton\/(shop(\/(q|product)\/[^/]+)?|brands\/.+|product\/.+|book-exam\/(manage|unsubscribe|waitlist|forms)\/[^/]+|order-success|account(\/receipts\/[^/]+)?|receipts\/[^/]+|admin|analytics(\/orders\/[^/]+)?|auth)\/?$/;
/** Seconds a browser or crawler should wait before asking again while the database is away. */
export const RETRY_AFTER_SECONDS = 30;

export async function proxy(request: NextRequest) {
  // Before any page or cache sees it: a path holding a NUL or broken percent-encoding.
  if (isMalformedPath(rawPathOf(request.url))) {
    return new NextResponse("Bad Request: the address holds characters no page can have.\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { pathname, search } = request.nextUrl;

  // The translated pages' internal route: its public address is /pa/… or /hi/….
  if (pathname === "/translated" || pathname.startsWith("/translated/")) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice("/translated".length) || "/";
    return NextResponse.redirect(url, 308);
  }

  const target = legacyRedirect(pathname);
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    url.search = search;
    return NextResponse.redirect(url, 308);
  }

  // While the database is unreachable, a data page is answered with a static "back in a
  // moment" page and 503, so visitors get a way to call and crawlers keep the page indexed.
  if (DATA_PAGE.test(pathname) && (await dbLooksDown())) {
    const url = request.nextUrl.clone();
    url.pathname = "/brampton/unavailable";
    url.search = "";
    return NextResponse.rewrite(url, {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    });
  }

  // Listing URLs keep their query in the address bar, but are served from the route cache
  // under one canonical path per filter combination.
  if (LISTING.test(pathname) && isCacheableListing(request.nextUrl.searchParams)) {
    const url = request.nextUrl.clone();
    url.pathname = `${pathname}/q/${listingSegment(request.nextUrl.searchParams)}`;
    url.search = "";
    return NextResponse.rewrite(url);
  }

  if (GUARDED.test(pathname)) {
    // A cheap first check; the pages and every admin action check again against the database.
    const session = await sessionFromRequest(request);
    // The cookie's role lets the request on at no cost; before a refusal the database is asked,
    // so a role changed since sign-in counts on the next request, and an ended session signs in again.
    const live = !session ? "ended" : canOpen(session.role, pathname) ? session.role : await liveStaffRole(session);
    if (live === "ended") {
      const url = request.nextUrl.clone();
      url.pathname = "/brampton/auth";
      url.search = `?next=${encodeURIComponent(pathname + search)}`;
      return NextResponse.redirect(url, 307);
    }
    // Each route asks for a permission of lib/auth/permissions.ts; a role without it sees the forbidden page.
    // A patient's record, for a role that may open only some: the database says whether this one (and logs a refusal).
    const patient = PATIENT_PATH.exec(pathname);
    const refusedRecord = async () => {
      if (!patient || !session || can(live, "patients")) return false;
      const role = await liveStaffRole(session);
      if (role === "ended" || !role || can(role, "patients")) return false;
      return patientRecordRefused({ userId: session.userId, email: session.email, role, clientAddress: clientIp(request.headers) }, patient[1].toLowerCase());
    };
    if (!canOpen(live, pathname) || (await refusedRecord())) {
      const url = request.nextUrl.clone();
      url.pathname = "/brampton/forbidden";
      url.search = "";
      return NextResponse.rewrite(url, { status: 403 });
    }
  }
  return NextResponse.next();
}

// Narrow on purpose: static pages must not pay for the proxy (the data pages below do, for
// a lookup of one in-memory flag while the database is up). Matchers must be literal
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
    "/brampton/shop/:path*",
    "/brampton/brands/:path*",
    "/brampton/product/:path*",
    "/brampton/order-success",
    "/brampton/book-exam/manage/:token",
    "/pa/brampton/book-exam/manage/:token",
    "/hi/brampton/book-exam/manage/:token",
    "/brampton/book-exam/unsubscribe/:token",
    "/pa/brampton/book-exam/unsubscribe/:token",
    "/hi/brampton/book-exam/unsubscribe/:token",
    "/brampton/book-exam/waitlist/:token",
    "/pa/brampton/book-exam/waitlist/:token",
    "/hi/brampton/book-exam/waitlist/:token",
    "/brampton/book-exam/forms/:token",
    "/pa/brampton/book-exam/forms/:token",
    "/hi/brampton/book-exam/forms/:token",
    "/brampton/account/:path*",
    "/brampton/receipts/:path*",
    "/brampton/auth/:path*",
    "/brampton/admin/:path*",
    "/brampton/analytics/:path*",
    "/translated/:path*",
    // Any path with percent-encoding or a raw NUL, so a malformed one is refused before a page sees it.
    "/(.*%.*)",
    "/(.*\\x00.*)",
  ],
};
