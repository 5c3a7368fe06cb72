"use client";

import { useId, useState } from "react";
import { LENS_COPY } from "@/content/lens-copy";
import { PRESCRIPTION_UPLOAD_COPY as COPY } from "@/content/prescription-uploads";
import { FieldError, inputClass } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { detectPrescriptionType, MAX_PRESCRIPTION_BYTES, PRESCRIPTION_ACCEPT, PRESCRIPTION_HEAD_BYTES } from "@/lib/prescriptions/file-type";

type Uploaded = { uploadId: string; fileName: string };
type Answer = { ok: true; id: string; fileName: string } | { ok: false; error: string };

/**
 * "Upload a photo or PDF": the file goes to the server as soon as it is chosen (a private
 * bucket; the cart keeps only the opaque id). The bytes are checked here first so a wrong
 * file is answered at once, and again by the server, which decides.
 */
export function PrescriptionUpload({ value, onChange, error }: { value: Uploaded | null; onChange: (v: Uploaded | null) => void; error?: string }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    setProblem(null);
    if (file.size === 0) return setProblem(COPY.empty);
    if (file.size > MAX_PRESCRIPTION_BYTES) return setProblem(COPY.tooLarge);
    const head = new Uint8Array(await file.slice(0, PRESCRIPTION_HEAD_BYTES).arrayBuffer());
    if (!detectPrescriptionType(head)) return setProblem(COPY.wrongType);
    setBusy(true);
    onChange(null);
    try {
      const body = new FormData();
      body.append("file", file);
      const res = await fetch("/api/prescription-uploads", { method: "POST", body });
      const answer = (await res.json().catch(() => ({ ok: false, error: COPY.failed }))) as Answer;
      if (answer.ok) onChange({ uploadId: answer.id, fileName: answer.fileName });
      else setProblem(answer.error || COPY.failed);
    } catch {
      setProblem(COPY.failed);
    } finally {
      setBusy(false);
    }
  }

  const shown = problem ?? error;
  return (
    <div className="space-y-2 rounded-xl border border-line p-4">
      <label htmlFor={id} className="block text-sm font-medium text-ink">{LENS_COPY.upload.label}</label>
      <input
        id={id}
        type="file"
        accept={PRESCRIPTION_ACCEPT}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
        className={`${inputClass} file:mr-3 file:rounded-full file:border-0 file:bg-brand-600 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white`}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">{LENS_COPY.upload.hint}</p>
      <div aria-live="polite" className="text-sm">
        {busy ? (
          <span className="inline-flex items-center gap-2 text-ink-muted"><Spinner className="size-4" /> {LENS_COPY.upload.uploading}</span>
        ) : value ? (
          <span className="font-medium text-brand-700 dark:text-brand-300" data-testid="upload-done">{LENS_COPY.upload.done(value.fileName)}</span>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} message={shown ?? undefined} />
    </div>
  );
}
