import type { Metadata, Viewport } from "next";
import { HtmlDocument } from "@/components/layout/html-document";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";
import { getT } from "@/lib/i18n/messages";
import "../globals.css";

export function generateMetadata(): Promise<Metadata> {
  return rootMetadata("en");
}
export const viewport: Viewport = rootViewport;

/** The root of every English page (the specs' routes); translated pages have their own root. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <HtmlDocument locale="en" skipLabel={getT("en", "shell")("skipToContent")}>
      {children}
    </HtmlDocument>
  );
}
