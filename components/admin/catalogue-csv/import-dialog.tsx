"use client";

import { useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { CATALOGUE_CSV_COPY as COPY, CSV_PROBLEMS } from "@/content/catalogue-csv";
import { MAX_FILE_BYTES } from "@/lib/admin/csv/format";
import type { ImportAnswer } from "@/lib/admin/csv/import";
import { csvImportQuery, csvImportSchema } from "@/lib/validations/catalogue-csv";
import { inputClass } from "../form-parts";
import { ProblemsTable } from "./problems-table";

const IMPORT_URL = "/brampton/admin/catalogue-csv/import";

type Phase =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "preview"; answer: ImportAnswer }
  | { kind: "importing"; rows: number }
  | { kind: "done"; created: number; updated: number };

/** Sends the file as the body; answers in the route's words, or a general one when there are none. */
async function send(file: File, step: "preview" | "import", createMissing: boolean): Promise<ImportAnswer> {
  const query = csvImportQuery(csvImportSchema.parse({ step, create_missing: createMissing }));
  try {
    const res = await fetch(`${IMPORT_URL}?${query}`, { method: "POST", body: file, headers: { "Content-Type": "text/csv" } });
    const body = (await res.json().catch(() => null)) as ImportAnswer | null;
    return body ?? { ok: false, error: COPY.failed, problems: [] };
  } catch {
    return { ok: false, error: COPY.failed, problems: [] };
  }
}

/**
 * "Import CSV": choose a file, see what it would do (the preview), then Import or Cancel. The
 * server reads the file again on Import; the preview only tells the admin what to expect.
 */
export function ImportDialog({ open, onOpenChange, onImported }: { open: boolean; onOpenChange: (open: boolean) => void; onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [createMissing, setCreateMissing] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const run = useRef(0);

  const reset = () => {
    run.current++;
    setFile(null);
    setCreateMissing(false);
    setPhase({ kind: "idle" });
    setError(null);
  };

  const preview = async (chosen: File | null, create: boolean) => {
    const mine = ++run.current;
    setError(null);
    if (!chosen) return setPhase({ kind: "idle" });
    if (chosen.size > MAX_FILE_BYTES) {
      setPhase({ kind: "idle" });
      return setError(CSV_PROBLEMS.tooLarge);
    }
    setPhase({ kind: "checking" });
    const answer = await send(chosen, "preview", create);
    if (mine !== run.current) return; // a newer file or choice took over
    if (!answer.ok && !answer.problems.length) {
      setPhase({ kind: "idle" });
      return setError(answer.error);
    }
    setPhase({ kind: "preview", answer });
  };

  const apply = async () => {
    if (!file || phase.kind !== "preview" || !phase.answer.ok) return;
    const mine = ++run.current;
    setPhase({ kind: "importing", rows: phase.answer.rows });
    const answer = await send(file, "import", createMissing);
    if (mine !== run.current) return;
    if (!answer.ok) {
      if (answer.problems.length) return setPhase({ kind: "preview", answer });
      setPhase({ kind: "idle" });
      setError(answer.error);
      return toast.error(answer.error);
    }
    setPhase({ kind: "done", created: answer.created, updated: answer.updated });
    toast.success(COPY.imported(answer.created, answer.updated));
    onImported();
  };

  const answer = phase.kind === "preview" ? phase.answer : null;
  const problems = answer?.problems ?? [];
  const canImport = answer?.ok === true && problems.length === 0 && answer.created + answer.updated > 0;
  const busy = phase.kind === "checking" || phase.kind === "importing";

  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      size="xl"
      title={COPY.dialogTitle}
      description={COPY.dialogDescription}
    >
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4 sm:px-6">
        <div>
          <label htmlFor="csv-file" className="mb-1 block text-sm font-medium text-ink">
            {COPY.fileLabel}
          </label>
          <input
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            disabled={phase.kind === "importing"}
            aria-describedby={`csv-file-hint${error ? " csv-file-error" : ""}`}
            aria-invalid={error ? true : undefined}
            className={`${inputClass} file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-800 dark:file:bg-brand-900 dark:file:text-brand-100`}
            // A new choice starts clean (the field is emptied as the picker opens), so choosing the same
            // file again after fixing it is a change too, and a cancelled picker leaves no stale preview.
            onClick={(e) => {
              e.currentTarget.value = "";
              run.current++;
              setFile(null);
              setPhase({ kind: "idle" });
              setError(null);
            }}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              void preview(chosen, createMissing);
            }}
          />
          <p id="csv-file-hint" className="mt-1 text-xs text-ink-muted">
            {COPY.fileHint}
          </p>
          {error ? (
            <p id="csv-file-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={createMissing}
            disabled={phase.kind === "importing"}
            onChange={(e) => {
              setCreateMissing(e.target.checked);
              if (file) void preview(file, e.target.checked);
            }}
          />
          {COPY.createMissing}
        </label>

        <div aria-live="polite" className="space-y-3">
          {phase.kind === "checking" ? <p className="text-sm text-ink-muted">{COPY.checking}</p> : null}
          {phase.kind === "importing" ? (
            <div className="space-y-1">
              <p className="text-sm text-ink">{COPY.importing(phase.rows)}</p>
              <progress aria-label={COPY.progressLabel} className="h-2 w-full accent-brand-600" />
            </div>
          ) : null}
          {answer?.ok ? (
            <div className="space-y-1">
              <p className="font-medium text-ink">{COPY.preview(answer.created, answer.updated, answer.unchanged)}</p>
              {answer.newBrands.length ? <p className="text-sm text-ink-muted">{COPY.willCreateBrands(answer.newBrands)}</p> : null}
              {answer.newCategories.length ? <p className="text-sm text-ink-muted">{COPY.willCreateCategories(answer.newCategories)}</p> : null}
            </div>
          ) : null}
          {phase.kind === "done" ? <p className="font-medium text-ink">{COPY.imported(phase.created, phase.updated)}</p> : null}
        </div>
        {problems.length ? <ProblemsTable problems={problems} /> : null}
      </div>
      <div className="flex justify-end gap-2 border-t border-line px-5 py-4 sm:px-6">
        <button type="button" onClick={() => (reset(), onOpenChange(false))} className={buttonClass("outline")}>
          {phase.kind === "done" ? COPY.close : COPY.cancel}
        </button>
        {phase.kind === "done" ? null : (
          <button type="button" onClick={() => void apply()} disabled={!canImport || busy} className={buttonClass("primary")}>
            {COPY.import}
          </button>
        )}
      </div>
    </Modal>
  );
}
