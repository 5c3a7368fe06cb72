"use client";

import { useSyncExternalStore } from "react";
import { addExamFrames, EXAM_FRAMES_KEY, parseExamFrames, removeExamFrame, type ExamFrame } from "./exam-frames";

// A tiny store over localStorage: the product page, the cart and the booking form read the
// same list, and other tabs see changes through the storage event.
const listeners = new Set<() => void>();
let cache: { raw: string | null; frames: ExamFrame[] } = { raw: null, frames: [] };
const EMPTY: ExamFrame[] = [];

function read(): ExamFrame[] {
  const raw = localStorage.getItem(EXAM_FRAMES_KEY);
  if (raw !== cache.raw) cache = { raw, frames: parseExamFrames(raw) };
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

export function useExamFrames() {
  const frames = useSyncExternalStore(subscribe, read, () => EMPTY);
  return {
    frames,
    add: (more: ExamFrame[]) => write(addExamFrames(read(), more)),
    remove: (id: string) => write(removeExamFrame(read(), id)),
    clear: () => write([]),
  };
}
