import type { Result } from "@/components/try-on/draw-try-on";

/** The progress line and, once a face is found, the PD and how this frame fits it (announced politely). */
export function FitResult({ status, result, frameWidthMm }: { status: string; result: Result | null; frameWidthMm: number }) {
  return (
    <div>
      <div aria-live="polite" className="text-sm text-ink">
        {status ? <p className="text-ink-muted">{status}</p> : null}
        {result ? (
          <p data-testid="try-on-result">
            Estimated pupillary distance: <strong>about {result.pd} mm</strong>. At {frameWidthMm} mm wide, this frame is{" "}
            <strong>{result.fit}</strong> for your face (about {result.faceWidthMm} mm across).
          </p>
        ) : null}
      </div>
      <p className="mt-2 text-xs text-ink-muted">Estimates from the average iris size (11.7 mm); an optician measures your exact PD at your exam.</p>
    </div>
  );
}
