import { ExternalLink } from "@/components/ui/icons";
import { LENS_COPY } from "@/content/lens-copy";
import { ORDER_ADMIN_COPY as COPY } from "@/content/order-admin";
import type { EnteredPrescription, ExamPrescription, EyeValues, OrderLensDetail } from "@/lib/analytics/order-detail";
import { examMonthWords, signedPower } from "@/lib/lenses/summary";
import { prescriptionFileHref } from "@/lib/prescriptions/signed-link";
import { PrescriptionEvidence, missingEvidence } from "./prescription-evidence";
import { PrescriptionVerify } from "./prescription-verify";

// Dates as the clinic says them ("14 May 1980", "March 2026"); stored days and months are
// calendar values, so they are read in UTC and never shift by a day.
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
/** When it was verified, on the clinics' clock. */
const verifiedTime = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });

const asDay = (ymd: string | null) => (ymd && /^\d{4}-\d{2}-\d{2}$/.test(ymd) ? day.format(new Date(`${ymd}T12:00:00Z`)) : (ymd ?? ""));

/** An empty field: a dash on screen, a word for a screen reader. */
function Empty() {
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">{COPY.empty}</span>
    </>
  );
}

function Power({ value }: { value: number | null }) {
  return value === null ? <Empty /> : <>{signedPower(value)}</>;
}

const cell = "px-2 py-2 text-right tabular-nums sm:px-3";

function Grid({ rx, progressive, caption }: { rx: EnteredPrescription; progressive: boolean; caption: string }) {
  const eyes: [string, EyeValues][] = [
    [LENS_COPY.eyes.right, rx.right],
    [LENS_COPY.eyes.left, rx.left],
  ];
  const pd: [string, number | null][] = "single" in rx.pd ? [[COPY.pd, rx.pd.single]] : [[LENS_COPY.pdRight, rx.pd.right], [LENS_COPY.pdLeft, rx.pd.left]];
  return (
    <div className="space-y-3">
      <div className="relative overflow-x-auto">
        <table className="text-sm">
          <caption className="mb-1 text-left text-sm font-medium text-ink-muted">{caption}</caption>
          <thead className="bg-surface-muted text-ink-muted">
            <tr>
              <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
                {COPY.eyeHeader}
              </th>
              <th scope="col" className={`${cell} font-medium`}>{LENS_COPY.columns.sph}</th>
              <th scope="col" className={`${cell} font-medium`}>{LENS_COPY.columns.cyl}</th>
              <th scope="col" className={`${cell} font-medium`}>{LENS_COPY.columns.axis}</th>
              {progressive ? <th scope="col" className={`${cell} font-medium`}>{LENS_COPY.columns.add}</th> : null}
            </tr>
          </thead>
          <tbody>
            {eyes.map(([label, eye]) => (
              <tr key={label} className="border-t border-line">
                <th scope="row" className="whitespace-nowrap px-2 py-2 text-left font-medium text-ink sm:px-3">
                  {label}
                </th>
                <td className={cell}>
                  <Power value={eye.sph} />
                </td>
                <td className={cell}>
                  <Power value={eye.cyl} />
                </td>
                <td className={cell}>{eye.axis === null ? <Empty /> : Math.round(eye.axis)}</td>
                {progressive ? (
                  <td className={cell}>
                    <Power value={eye.add} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {pd.map(([label, mm]) => (
          <div key={label}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium tabular-nums text-ink">{mm === null ? <Empty /> : COPY.pdValue(mm)}</dd>
          </div>
        ))}
        <div>
          <dt className="text-ink-muted">{LENS_COPY.date}</dt>
          <dd className="font-medium text-ink">{rx.date ? asDay(rx.date) : <Empty />}</dd>
        </div>
      </dl>
    </div>
  );
}

function Exam({ rx }: { rx: ExamPrescription }) {
  const clinic = rx.clinic ?? "";
  return (
    <div className="space-y-1 text-sm text-ink">
      <p>{COPY.exam(clinic, examMonthWords(rx.examMonth), asDay(rx.birthDate))}</p>
      <p>
        <span className="text-ink-muted">{COPY.examPatient}: </span>
        {rx.name}
      </p>
    </div>
  );
}

function Upload({ uploadId }: { uploadId: string | null }) {
  if (!uploadId) return <p className="text-sm text-ink-muted">{COPY.upload.gone}</p>;
  return (
    <div className="space-y-1 text-sm">
      {/* Signed for this render only: the file route checks the signature and the admin again. */}
      <a
        href={prescriptionFileHref(uploadId)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
      >
        {COPY.upload.link}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only"> {COPY.upload.newTab}</span>
      </a>
      <p className="text-ink-muted">{COPY.upload.expires}</p>
    </div>
  );
}

/**
 * One lens line's prescription as the clinic checks it (the grid, the uploaded file, the exam
 * it comes from, or that it is still to come) and whether, by whom and when it was verified.
 */
export function PrescriptionView({
  lens,
  orderItemId,
  product,
  headingId,
  canVerify,
}: {
  lens: OrderLensDetail;
  orderItemId: string;
  product: string;
  headingId: string;
  canVerify: boolean;
}) {
  if (!lens.source) return <p className="text-sm text-ink-muted">{COPY.noPrescription}</p>;
  return (
    <div className="space-y-3">
      {lens.source === "entered" && lens.entered ? (
        <Grid rx={lens.entered} progressive={lens.lensType === "progressive"} caption={COPY.gridCaption(product)} />
      ) : lens.source === "exam" && lens.exam ? (
        <Exam rx={lens.exam} />
      ) : lens.source === "upload" ? (
        <Upload uploadId={lens.uploadId} />
      ) : (
        <p className="text-sm font-medium text-ink">{COPY.later}</p>
      )}
      <PrescriptionEvidence evidence={lens.evidence} />
      {lens.verifiedAt ? (
        <p className="text-sm text-ink">{COPY.verifiedBy(lens.verifiedBy ?? COPY.someAdmin, verifiedTime.format(new Date(lens.verifiedAt)))}</p>
      ) : null}
      {/* Verified before issue 45 without the prescriber's registration: it is asked for here before dispensing. */}
      {canVerify && (!lens.verifiedAt || !lens.evidence.registration) ? (
        <PrescriptionVerify orderItemId={orderItemId} product={product} describedBy={headingId} missing={missingEvidence(lens.evidence)} />
      ) : null}
    </div>
  );
}
