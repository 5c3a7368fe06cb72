import type { Metadata } from "next";
import { BRAND } from "@/content/clinics";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? "http://localhost:3000"),
  title: { default: `${BRAND.name} | Optometrist & Eyewear in Brampton`, template: `%s | ${BRAND.name}` },
  description: BRAND.tagline,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA" suppressHydrationWarning>
      <body className="min-h-screen bg-page text-ink">{children}</body>
    </html>
  );
}
