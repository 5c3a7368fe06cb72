"use client";

import { ArrowLeft, ArrowRight, ImagePlus, Loader2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { IMAGE_MESSAGES, MAX_IMAGES, imageProblem } from "@/lib/storage/files";
import { uploadProductImage } from "./image-client";

type Pending = { key: string; name: string };

/**
 * Product images: drop several files or browse, see previews, reorder (the first is the main
 * image) and remove. Files are checked here by their bytes and size, then again by the server.
 * Removing a preview only changes the list; the dialog decides what happens to stored files.
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
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  // The latest list, for uploads that finish after other changes.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  async function add(files: File[]) {
    if (files.length === 0) return;
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const problem = imageProblem(file, head);
      if (problem) found.push(problem);
      else accepted.push(file);
    }
    const room = MAX_IMAGES - latest.current.length - pending.length;
    if (accepted.length > room) {
      found.push(IMAGE_MESSAGES.tooMany);
      accepted.splice(Math.max(0, room));
    }
    setProblems(found);
    found.forEach((m) => toast.error(m));
    if (accepted.length === 0) return;

    const batch = accepted.map((f) => ({ key: `${f.name}-${f.size}-${Math.random()}`, name: f.name, file: f }));
    setPending((p) => [...p, ...batch.map(({ key, name }) => ({ key, name }))]);
    await Promise.all(
      batch.map(async ({ key, file }) => {
        const result = await uploadProductImage(file);
        setPending((p) => p.filter((x) => x.key !== key));
        if (!result.ok) {
          setProblems((p) => [...p, result.error]);
          toast.error(result.error);
          return;
        }
        onUploaded?.(result.url);
        latest.current = [...latest.current, result.url];
        onChange(latest.current);
      }),
    );
  }

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };

  const full = value.length + pending.length >= MAX_IMAGES;

  return (
    <div>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif,image/webp"
        className="sr-only"
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = "";
          void add(files);
        }}
      />
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void add(Array.from(e.dataTransfer.files));
        }}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging ? "border-brand-500 bg-brand-50 dark:bg-brand-900/40" : "border-line hover:border-brand-400 hover:bg-surface-muted"
        } ${full ? "opacity-60" : ""}`}
      >
        <ImagePlus aria-hidden className="size-6 text-brand-600 dark:text-brand-300" />
        <span className="text-sm font-medium text-ink">
          Images: drag them here or <span className="text-brand-700 underline dark:text-brand-300">browse</span>
        </span>
        <span id={`${inputId}-hint`} className="text-xs text-ink-muted">
          JPG, PNG, GIF or WebP, up to 5MB each, {MAX_IMAGES} images at most ({value.length} of {MAX_IMAGES} used)
        </span>
      </label>

      {problems.length ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700 dark:text-red-400">
          {problems.map((p, i) => (
            <li key={`${p}-${i}`}>{p}</li>
          ))}
        </ul>
      ) : null}

      {value.length || pending.length ? (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5" aria-label="Chosen images, main image first">
          {value.map((src, i) => (
            <li key={src} className="relative overflow-hidden rounded-lg border border-line bg-surface-muted">
              {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the stored file */}
              <img src={src} alt={`Image ${i + 1} of ${value.length}${i === 0 ? " (main)" : ""}`} className="aspect-square w-full object-cover" />
              {i === 0 ? (
                <span className="absolute left-1.5 top-1.5 rounded bg-brand-700 px-1.5 py-0.5 text-[0.65rem] font-bold uppercase text-white">Main</span>
              ) : null}
              <div className="flex items-center justify-between gap-1 border-t border-line bg-surface px-1 py-1">
                <button
                  type="button"
                  onClick={() => move(i, i - 1)}
                  disabled={i === 0}
                  aria-label={`Move image ${i + 1} earlier`}
                  className="inline-flex size-7 items-center justify-center rounded text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-30"
                >
                  <ArrowLeft aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  aria-label={`Remove image ${i + 1}`}
                  className="inline-flex size-7 items-center justify-center rounded text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                >
                  <X aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => move(i, i + 1)}
                  disabled={i === value.length - 1}
                  aria-label={`Move image ${i + 1} later`}
                  className="inline-flex size-7 items-center justify-center rounded text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-30"
                >
                  <ArrowRight aria-hidden className="size-4" />
                </button>
              </div>
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.key} role="status" className="flex aspect-square flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-line p-2 text-center text-xs text-ink-muted">
              <Loader2 aria-hidden className="size-5 animate-spin" />
              <span className="line-clamp-2 break-all">Uploading {p.name}…</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
