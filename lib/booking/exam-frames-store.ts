"use client";

import { useSyncExternalStore } from "react";
import { addExamFrames, EXAM_FRAMES_KEY, parseExamFrames, removeExamFrame, type ExamFrame } from "./exam-frames";

// A tiny store over localStorage: the product page, the cart and the booking form read the
// same list, and other tabs see changes through the storage event.
const listeners = new Set<() => void>();
// The server's snapshot: with nothing stored, the browser's snapshot must be this same array,
// or React sees a change right after hydrating and re-renders every reader synchronously.
const EMPTY: ExamFrame[] = [];
let cache: { raw: string | null; frames: ExamFrame[] } = { raw: null, frames: EMPTY };

/** The browser's snapshot. Exported for tests. */
export function read(): ExamFrame[] {
  const raw = localStorage.getItem(EXAM_FRAMES_KEY);
  if (raw !== cache.raw) {
    const frames = parseExamFrames(raw);
    cache = { raw, frames: frames.length ? frames : EMPTY };
  }
  return cache.frames;
}

function write(frames: ExamFrame[]) {
  localStorage.setItem(EXAM_FRAMES_KEY, JSON.stringify(frames));
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === EXAM_FRAMES_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** What the server renders: nothing stored. Exported for tests. */
export const serverSnapshot = (): ExamFrame[] => EMPTY;

export function useExamFrames() {
  const frames = useSyncExternalStore(subscribe, read, serverSnapshot);
  return {
    frames,
    add: (more: ExamFrame[]) => write(addExamFrames(read(), more)),
    remove: (id: string) => write(removeExamFrame(read(), id)),
    clear: () => write([]),
  };
}
