"use client";

import { ArrowLeft, ArrowRight, ImagePlus, X } from "@/components/ui/icons";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { IMAGE_ACCEPT, IMAGE_HEAD_BYTES, IMAGE_MESSAGES, MAX_IMAGES, imageProblem } from "@/lib/storage/files";
import { removeUploadedImages, uploadProductImage, type UploadResult } from "./image-client";

type Pending = { key: string; name: string };

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes("Files");

let counter = 0;
const nextKey = () => `upload-${Date.now()}-${++counter}`;

async function headOf(file: File): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
  } catch {
    return new Uint8Array();
  }
}

/**
 * Product images: drop several files or browse, see previews, reorder (the first is the main
 * image) and remove. Files are checked here by their first bytes, size and count, then again by
 * the server, and uploaded in parallel. Removing a preview only changes the list: the dialog
 * decides what happens to stored files on save or cancel (onUploaded tells it what was stored).
 */
export function ImageUploader({
  value,
  onChange,
  onUploaded,
  id,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  onUploaded?: (url: string) => void;
  id?: string;
}) {
  const generated = useId();
  const inputId = id ?? `images-${generated}`;
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const dropZone = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [draggingFiles, setDraggingFiles] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // Read by uploads that finish after later renders: the newest list, the files still in
  // flight, whether the uploader is still on screen, and where focus goes after a removal.
  const latest = useRef(value);
  const inFlight = useRef(0);
  const mounted = useRef(false);
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    // While several uploads finish, a render can carry a list older than the one already
    // handed to onChange (a strict prefix of it): keep the newer one, or an image is lost.
    const current = latest.current;
    const stale = value.length < current.length && value.every((url, i) => current[i] === url);
    if (!stale) latest.current = value;
    const at = focusAfterRemove.current;
    if (at === null) return;
    focusAfterRemove.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("[data-remove]");
    (buttons?.[Math.min(at, buttons.length - 1)] ?? dropZone.current)?.focus();
  }, [value]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function report(messages: string[], replace: boolean) {
    setProblems((old) => (replace ? messages : [...old, ...messages]));
    messages.forEach((m) => toast.error(m));
  }

  async function add(files: File[]) {
    if (files.length === 0) return;
    const heads = await Promise.all(files.map(headOf));
    const found: string[] = [];
    let accepted: File[] = [];
    files.forEach((file, i) => {
      const problem = imageProblem(file, heads[i]);
      if (problem) found.push(problem);
      else accepted.push(file);
    });
    if (accepted.length > 0 && latest.current.length + inFlight.current + accepted.length > MAX_IMAGES) {
      found.push(IMAGE_MESSAGES.tooMany);
      accepted = [];
    }
    report(found, true);
    if (accepted.length === 0) return;

    const batch = accepted.map((file) => ({ key: nextKey(), name: file.name, file }));
    inFlight.current += batch.length;
    setPending((p) => [...p, ...batch.map(({ key, name }) => ({ key, name }))]);
    setAnnouncement(`Uploading ${batch.length === 1 ? "1 image" : `${batch.length} images`}`);

    // Uploads run in parallel; finished ones join the list in the order they were chosen.
    const results: (UploadResult | undefined)[] = batch.map(() => undefined);
    let committed = 0;
    const flush = () => {
      const added: string[] = [];
      while (committed < batch.length && results[committed]) {
        const result = results[committed]!;
        const { key } = batch[committed];
        committed += 1;
        setPending((p) => p.filter((x) => x.key !== key));
        if (result.ok) added.push(result.url);
        else report([result.error], false);
      }
      if (added.length > 0) {
        latest.current = [...latest.current, ...added];
        onChange(latest.current);
      }
    };

    await Promise.all(
      batch.map(async ({ file }, i) => {
        const result = await uploadProductImage(file);
        inFlight.current -= 1;
        if (!mounted.current) {
          // The dialog closed while this was uploading: nothing can point at the file.
          if (result.ok) void removeUploadedImages([result.url]);
          return;
        }
        if (result.ok) onUploaded?.(result.url);
        results[i] = result;
        flush();
      }),
    );
    if (mounted.current) setAnnouncement("Upload finished");
  }

  function openPicker() {
    if (latest.current.length + inFlight.current >= MAX_IMAGES) {
      report([IMAGE_MESSAGES.tooMany], true);
      return;
    }
    input.current?.click();
  }

  function move(from: number, to: number) {
    // From the newest list: an upload may have finished since this render.
    const current = latest.current;
    if (to < 0 || to >= current.length || from === to) return;
    const next = [...current];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    latest.current = next;
    onChange(next);
    setAnnouncement(`Image moved to position ${to + 1} of ${next.length}${to === 0 ? ", now the main image" : ""}`);
  }

  function remove(index: number) {
    focusAfterRemove.current = index;
    const next = latest.current.filter((_, j) => j !== index);
    latest.current = next;
    onChange(next);
    setAnnouncement(`Image ${index + 1} removed`);
  }

  const used = value.length + pending.length;
  const full = used >= MAX_IMAGES;
  const control =
    "inline-flex size-8 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-30 aria-disabled:hover:bg-transparent";

  return (
    <div
      className="@container"
      // Files dropped anywhere on the uploader (not only the zone) are taken, never opened by the browser.
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = "copy";
        setDraggingFiles(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDraggingFiles(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setDraggingFiles(false);
        void add(Array.from(e.dataTransfer.files));
      }}
    >
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        aria-label="Images"
        aria-describedby={hintId}
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = "";
          void add(files);
        }}
      />
      <button
        ref={dropZone}
        type="button"
        id={`${inputId}-drop`}
        onClick={openPicker}
        className={`flex w-full flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          draggingFiles
            ? "border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/40"
            : "border-line bg-surface hover:border-brand-400 hover:bg-surface-muted"
        }`}
      >
        <ImagePlus aria-hidden className="size-6 text-brand-600 dark:text-brand-300" />
        <span className="text-sm font-medium text-ink">
          Drag images here or <span className="text-brand-700 underline underline-offset-2 dark:text-brand-300">browse</span>
        </span>
        <span id={hintId} className="text-xs text-ink-muted">
          JPG, PNG, GIF or WebP, up to 5MB each, {MAX_IMAGES} images at most
          <span className={full ? "font-semibold text-ink" : undefined}>
            {" "}
            ({used} of {MAX_IMAGES} used)
          </span>
        </span>
      </button>

      {problems.length > 0 ? (
        // The alert wraps the list: role="alert" on the <ul> itself would orphan its items.
        <div role="alert">
          <ul className="mt-2 space-y-1 text-sm text-red-700 dark:text-red-400">
            {problems.map((p, i) => (
              <li key={`${i}-${p}`}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {value.length > 0 || pending.length > 0 ? (
        <ol ref={list} aria-label="Chosen images, main image first" className="mt-3 grid grid-cols-2 gap-3 @sm:grid-cols-3 @xl:grid-cols-5">
          {value.map((src, i) => (
            <li
              key={src}
              draggable
              onDragStart={(e) => {
                setDragFrom(i);
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", String(i));
              }}
              onDragOver={(e) => {
                if (dragFrom === null || hasFiles(e)) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = "move";
              }}
              onDrop={(e) => {
                if (dragFrom === null || hasFiles(e)) return;
                e.preventDefault();
                move(dragFrom, i);
                setDragFrom(null);
              }}
              onDragEnd={() => setDragFrom(null)}
              className={`relative flex cursor-grab flex-col overflow-hidden rounded-lg border bg-surface-muted active:cursor-grabbing ${
                dragFrom === i ? "border-brand-500 opacity-60" : "border-line"
              }`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a preview of an uploaded file, any size */}
              <img
                src={src}
                alt={`Image ${i + 1} of ${value.length}${i === 0 ? " (main)" : ""}`}
                draggable={false}
                className="aspect-square w-full bg-white object-contain"
              />
              {i === 0 ? (
                <span aria-hidden className="absolute left-1.5 top-1.5 rounded bg-brand-700 px-1.5 py-0.5 text-[0.65rem] font-bold uppercase tracking-wide text-white">
                  Main
                </span>
              ) : null}
              <div className="flex items-center justify-between gap-1 border-t border-line bg-surface p-1">
                <button type="button" onClick={() => move(i, i - 1)} aria-disabled={i === 0} aria-label={`Move image ${i + 1} earlier`} className={control}>
                  <ArrowLeft aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  data-remove
                  onClick={() => remove(i)}
                  aria-label={`Remove image ${i + 1}`}
                  className="inline-flex size-8 items-center justify-center rounded-md text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                >
                  <X aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => move(i, i + 1)}
                  aria-disabled={i === value.length - 1}
                  aria-label={`Move image ${i + 1} later`}
                  className={control}
                >
                  <ArrowRight aria-hidden className="size-4" />
                </button>
              </div>
            </li>
          ))}
          {pending.map((p) => (
            <li
              key={p.key}
              className="flex aspect-square flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-line bg-surface-muted p-2 text-center text-xs text-ink-muted"
            >
              <Spinner className="size-5 motion-reduce:animate-none" />
              <span className="line-clamp-2 break-all">Uploading {p.name}…</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
