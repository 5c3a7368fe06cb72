"use client";

import type { ExternalToast } from "sonner";

/**
 * The site's toasts, at no cost until the first one: sonner (13 kB gz) is imported when a
 * toast is shown, and <ToastHost> mounts its Toaster then. Sonner hands toasts made before
 * its Toaster subscribed to that Toaster, so nothing shown in between is lost.
 */
type Kind = "success" | "error" | "info";

let requested = false;
const listeners = new Set<() => void>();

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastRequested = () => requested;

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  void import("sonner").then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
};
