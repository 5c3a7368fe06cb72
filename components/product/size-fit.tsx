import { FRAME_SIZE_LABELS, FRAME_SIZE_RANGES, frameSizeFor, frameWidth, hasMeasurements, templePrint, type FrameSize, type Measured } from "@/lib/catalog/fit";
import { FrameDiagram } from "./frame-diagram";

const SIZE_NOTE: Record<FrameSize, string> = {
  narrow: `${FRAME_SIZE_RANGES.narrow} wide, for narrower faces`,
  medium: `${FRAME_SIZE_RANGES.medium} wide, suits most adult faces`,
  wide: `${FRAME_SIZE_RANGES.wide} wide, for broader faces`,
};

/** The Size & Fit section's body: the frame's numbers, its width and size word, a diagram, and the shop's own words. */
export function SizeFit({ product, text }: { product: Measured; text: string | null }) {
  const print = templePrint(product);
  const total = frameWidth(product);
  const size = total === null ? null : frameSizeFor(total);
  const numbers = [
    { label: "Lens width", value: product.lens_width },
    { label: "Bridge", value: product.bridge_width },
    { label: "Temple", value: product.temple_length },
  ];
  return (
    <div className="space-y-4">
      {hasMeasurements(product) ? (
        <>
          {print ? (
            <p className="text-sm">
              Printed inside the temple arm: <span className="font-mono text-base font-semibold text-ink">{print}</span>
            </p>
          ) : null}
          <dl className="grid grid-cols-3 gap-2 text-center">
            {numbers.map((n) => (
              <div key={n.label} className="flex flex-col-reverse rounded-xl bg-surface-muted px-2 py-3">
                <dt className="text-xs">{n.label}</dt>
                <dd className="text-lg font-semibold text-ink">{n.value === null ? (<><span aria-hidden>—</span><span className="sr-only">Not known</span></>) : `${n.value} mm`}</dd>
              </div>
            ))}
          </dl>
          {total !== null && size !== null ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt>Total frame width</dt>
              <dd className="font-semibold text-ink">{total} mm</dd>
              <dt>Size</dt>
              <dd>
                <span className="font-semibold text-ink">{FRAME_SIZE_LABELS[size]}</span> — {SIZE_NOTE[size]}
              </dd>
            </dl>
          ) : null}
          <figure className="rounded-xl border border-line p-3">
            <FrameDiagram lens={product.lens_width} bridge={product.bridge_width} temple={product.temple_length} total={total} />
            <figcaption className="mt-2 text-xs">Where each number is measured, in millimetres (not to scale).</figcaption>
          </figure>
        </>
      ) : null}
      {text ? <p>{text}</p> : null}
    </div>
  );
}
