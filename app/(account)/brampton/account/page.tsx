import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { SignOutButton } from "@/components/account/sign-out-button";
import { getOwnProfile, listOwnOrders } from "@/lib/account";
import { getSession } from "@/lib/auth";
import { fitToParam } from "@/lib/catalog/fit";
import { getDb } from "@/lib/db";
import { formatLongDate, formatPrice } from "@/lib/format";

export const metadata: Metadata = { title: "My Account", robots: { index: false, follow: false } };

export default async function AccountPage() {
  const session = await getSession();
  if (!session) redirect("/brampton/auth?next=%2Fbrampton%2Faccount");
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const db = await getDb();
  const [profile, orders] = await Promise.all([getOwnProfile(db, caller), listOwnOrders(db, caller)]);
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(" ");

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600 dark:text-brand-300">My Account</p>
          <h1 className="mt-1 text-3xl font-semibold text-ink">{name ? `Hello, ${profile?.first_name}` : "Your account"}</h1>
        </div>
        <div className="flex gap-3">
          {session.isAdmin ? (
            <Link href="/brampton/admin" className="rounded-full border border-line px-4 py-2 text-sm font-medium hover:bg-surface-muted">
              Admin Dashboard
            </Link>
          ) : null}
          <SignOutButton />
        </div>
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-3">
        <section aria-labelledby="profile-heading" className="rounded-2xl border border-line bg-surface p-6 md:col-span-1">
          <h2 id="profile-heading" className="text-lg font-semibold">Profile</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-ink-muted">Name</dt>
              <dd className="font-medium">{name || "—"}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Email</dt>
              <dd className="font-medium break-all">{profile?.email ?? session.email}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Phone</dt>
              <dd className="font-medium">{profile?.phone_number || "—"}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Address</dt>
              <dd className="font-medium">{profile?.address || "—"}</dd>
            </div>
            {profile?.fit ? (
              <div>
                <dt className="text-ink-muted">Current glasses</dt>
                <dd className="font-medium">
                  <span className="font-mono">{fitToParam(profile.fit)}</span>{" "}
                  <Link href={`/brampton/shop?fit=${fitToParam(profile.fit)}`} className="font-medium text-brand-700 underline dark:text-brand-300">
                    Frames that fit
                  </Link>
                </dd>
              </div>
            ) : null}
            {profile ? (
              <div>
                <dt className="text-ink-muted">Member since</dt>
                <dd className="font-medium">{formatLongDate(profile.created_at)}</dd>
              </div>
            ) : null}
          </dl>
        </section>

        <section aria-labelledby="orders-heading" className="rounded-2xl border border-line bg-surface p-6 md:col-span-2">
          <h2 id="orders-heading" className="text-lg font-semibold">Orders</h2>
          {orders.length === 0 ? (
            <div className="mt-4 rounded-xl bg-surface-muted p-6 text-center">
              <p className="text-ink-muted">You have not placed an order with this account yet.</p>
              <Link href="/brampton/shop" className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
                Browse eyewear
              </Link>
            </div>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-ink-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">Order</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Date</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Items</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Status</th>
                    <th scope="col" className="py-2 text-right font-medium">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((o) => (
                    <tr key={o.order_number} className="border-t border-line">
                      <td className="py-3 pr-4 font-mono">{o.order_number}</td>
                      <td className="py-3 pr-4">{formatLongDate(o.created_at)}</td>
                      <td className="py-3 pr-4">{o.item_count}</td>
                      <td className="py-3 pr-4 capitalize">
                        {o.status} · payment {o.payment_status}
                      </td>
                      <td className="py-3 text-right font-medium">{formatPrice(o.total_amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="mt-6 text-sm text-ink-muted">
            Need an eye exam? <Link href="/brampton/book-exam" className="font-medium text-brand-700 underline dark:text-brand-300">Book online</Link> in a minute.
          </p>
        </section>
      </div>
    </div>
  );
}
