import type { Metadata } from "next";
import { LocalizedNotFound } from "@/components/layout/localized-not-found";

// A not-found page has no params, and this one serves both languages: its title names both,
// its text is drawn in the page's own language (from the layout's messages).
export const metadata: Metadata = { title: "ਸਫ਼ਾ ਨਹੀਂ ਮਿਲਿਆ · पेज नहीं मिला", robots: { index: false } };

export default LocalizedNotFound;
