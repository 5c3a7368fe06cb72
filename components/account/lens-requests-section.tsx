import { Link } from "@/components/ui/link";
import { ACCOUNT_EXTRAS_COPY } from "@/content/account-extras";
import type { LensRequest } from "@/lib/account/lens-requests";
import { formatLongDate } from "@/lib/format";
import { LENS_TYPE_LABELS, SUPPLY_LABELS } from "@/lib/validations/contact-lens";

const copy = ACCOUNT_EXTRAS_COPY.lensRequests;
const FORM_PATH = "/brampton/order-contacts";
const linkClass = "font-medium text-brand-700 underline dark:text-brand-300";

/**
 * The contact-lens requests sent with the account's address, newest first, each with "Request
 * again" (the form, filled in from that request). Shown only once the address is confirmed:
 * before that, anyone could have typed it. A plain read, so it works without JavaScript.
 */
export function LensRequestsSection({ requests, confirmed }: { requests: LensRequest[]; confirmed: boolean }) {
  return (
    <section aria-labelledby="lens-requests-heading" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="lens-requests-heading" className="text-lg font-semibold">{copy.heading}</h2>
      {!confirmed ? (
        <p className="mt-4 text-sm text-ink-muted">{copy.unconfirmed}</p>
      ) : requests.length === 0 ? (
        <div className="mt-4 rounded-xl bg-surface-muted p-6 text-center">
          <p className="text-ink-muted">{copy.empty}</p>
          <Link href={FORM_PATH} className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
            {copy.emptyLink}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {requests.map((r) => (
            <LensRequestItem key={r.id} request={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LensRequestItem({ request: r }: { request: LensRequest }) {
  const date = formatLongDate(r.date);
  const lenses = r.lensType ? LENS_TYPE_LABELS[r.lensType] : copy.unknown;
  const supply = r.supply ? SUPPLY_LABELS[r.supply] : copy.unknown;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{copy.date}</dt>
          <dd className="font-medium">{date}</dd>
          <dt className="text-ink-muted">{copy.lenses}</dt>
          <dd className="font-medium">{lenses}</dd>
          <dt className="text-ink-muted">{copy.supply}</dt>
          <dd className="font-medium">{supply}</dd>
          <dt className="text-ink-muted">{copy.status}</dt>
          <dd className="font-medium">{copy.statuses[r.status]}</dd>
          {r.comments ? (
            <>
              <dt className="text-ink-muted">{copy.comments}</dt>
              <dd className="whitespace-pre-wrap break-words">{r.comments}</dd>
            </>
          ) : null}
        </dl>
        {/* The page checks again that the request is this account's before filling anything in. */}
        <Link
          href={`${FORM_PATH}?again=${r.id}#request-heading`}
          aria-label={copy.againLabel(`${lenses}, ${supply}`, date)}
          className={`${linkClass} shrink-0 text-sm`}
        >
          {copy.again}
        </Link>
      </div>
    </li>
  );
}
