import type { ReactNode } from "react";
import { CartSync } from "@/components/cart/cart-sync";
import { CallTracker } from "@/components/layout/call-tracker";
import { FloatingWidgets } from "@/components/layout/floating-widgets";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

/** The patient-facing chrome: header, footer, call widget and cart sync. Admin pages have their own. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <FloatingWidgets />
      <CartSync />
      <CallTracker />
      <ScrollToTop />
    </>
  );
}
