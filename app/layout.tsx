import type { Metadata, Viewport } from "next";
import { ToastHost } from "@/components/layout/toast-host";
import { ThemeScript } from "@/components/theme/theme-script";
import { publicSiteUrl } from "@/lib/seo/site-url";
import { BRAND } from "@/content/clinics";
import "./globals.css";

// Without a public origin (a production start without SITE_URL), no metadataBase: canonical
// links stay root-relative instead of naming a localhost that does not exist.
const site = publicSiteUrl();

export const metadata: Metadata = {
  ...(site ? { metadataBase: new URL(site) } : {}),
  title: { default: `${BRAND.name} | Optometrist & Eyewear in Brampton`, template: `%s | ${BRAND.name}` },
  description:
    "Comprehensive eye exams, contact lens fittings, dry eye treatment and designer eyewear at two Brampton clinics on Steeles Ave W and Goreway Dr.",
  applicationName: BRAND.name,
  openGraph: { type: "website", siteName: BRAND.name, locale: "en_CA" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1516" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA" suppressHydrationWarning data-scroll-behavior="smooth">
      <head>
        <ThemeScript />
      </head>
      <body className="flex min-h-screen flex-col bg-page text-ink">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-brand-700 focus:px-4 focus:py-2 focus:text-white"
        >
          Skip to content
        </a>
        {/* Each audience's layout draws its own chrome: PublicShell, or the admin shell. */}
        {children}
        <ToastHost />
      </body>
    </html>
  );
}
