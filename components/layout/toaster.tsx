"use client";

import { Toaster as Sonner } from "sonner";

export function Toaster() {
  // "system" lets sonner follow the page: it reads the .dark class via prefers-color-scheme fallback.
  return <Sonner richColors closeButton position="top-center" theme="system" toastOptions={{ duration: 5000 }} />;
}
