import { describe, expect, it, vi } from "vitest";
import { getSchedule } from "@/lib/booking";
import { system } from "@/lib/db/types";
import { appDatabase } from "../support/app-db";
import { REAL_NAMES } from "../support/hostile";
import { inBrowser } from "../support/next-request";
import { ORDER_CUSTOMER, productLines } from "../support/orders";
import { backends } from "../support/db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
process.env.AUTH_SECRET = "names-secret-for-tests-only-0123456789abcdef";

/**
 * People's names in their own scripts go through every form's text rule untouched: stored and
 * read back exactly as typed, and written so in the e-mails. (Hostile strings are refused: see
 * the fuzz suite.)
 */
describe.each(backends)("names in Gurmukhi, Devanagari and French on %s", (backend) => {
  const app = appDatabase(backend);
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[]) => app.db.run(system, (tx) => tx.query<T>(sql, params));
  const mailTo = (to: string) => sys<{ subject: string; text_body: string }>("select subject, text_body from private.mail_outbox where to_address = $1 order by created_at", [to]);
  let n = 0;
  const ip = () => `198.18.${++n}.1`;

  for (const [script, name] of Object.entries(REAL_NAMES)) {
    it(`${script}: ${name.first} ${name.last} in a booking, an order, a contact-lens request and an account`, async () => {
      const email = `${script}@example.com`;
      const { bookExamAction } = await import("@/components/booking/actions");
      const query = { serviceType: "Comprehensive Eye Exam" as const, location: "goreway" as const, people: 1 };
      const days = (await getSchedule(app.db, query)).days;
      const [slot] = (await getSchedule(app.db, { ...query, date: days[2 + n].date })).slots;
      const booked = await inBrowser(new Map(), ip(), () =>
        bookExamAction({ firstName: name.first, lastName: name.last, email, phone: "905-555-0123", ...query, preferredDate: slot.start.slice(0, 10), slot: slot.value, notes: `${name.first} 🙂 ${name.last}`, family: [], frames: [], dateOfBirth: "" }),
      );
      expect(booked).toMatchObject({ ok: true });
      const [booking] = await sys<{ first_name: string; last_name: string; notes: string }>("select first_name, last_name, notes from public.bookings where email = $1", [email]);
      expect(booking).toEqual({ first_name: name.first, last_name: name.last, notes: `${name.first} 🙂 ${name.last}` });

      const { placeOrderAction } = await import("@/components/checkout/actions");
      const items = await productLines(app.db, [{ productId: "00000000-0000-4000-8003-000000000002", quantity: 1 }]);
      const ordered = (await inBrowser(new Map(), ip(), () =>
        placeOrderAction({ ...ORDER_CUSTOMER, email, firstName: name.first, lastName: name.last, nameOnCard: `${name.first} ${name.last}`, address: `12 ${name.last} Street`, items }),
      )) as { ok: boolean };
      expect(ordered.ok).toBe(true);
      const [order] = await sys<{ first_name: string; last_name: string; address: string }>(
        "select first_name, last_name, shipping_address->>'address' as address from public.orders where email = $1",
        [email],
      );
      expect(order).toEqual({ first_name: name.first, last_name: name.last, address: `12 ${name.last} Street` });

      const { submitContactLensAction } = await import("@/components/contact-lens/actions");
      expect(
        await inBrowser(new Map(), ip(), () =>
          submitContactLensAction({ fullName: `${name.first} ${name.last}`, email, phone: "905-555-0123", lensType: "daily", supply: "3months", comments: name.last }),
        ),
      ).toMatchObject({ ok: true });
      const [lens] = await sys<{ name: string }>("select name from public.form_submissions where form_type = 'contact_lens' and email = $1", [email]);
      expect(lens.name).toBe(`${name.first} ${name.last}`);

      const { signUpAction } = await import("@/components/auth/actions");
      expect(await inBrowser(new Map(), ip(), () => signUpAction({ email, password: "names-password-1", firstName: name.first, lastName: name.last }, ""))).toMatchObject({ ok: true });
      const [profile] = await sys<{ first_name: string; last_name: string }>("select first_name, last_name from public.profiles where email = $1", [email]);
      expect(profile).toEqual({ first_name: name.first, last_name: name.last });

      // The e-mails name them as typed.
      const mail = (await mailTo(email)).map((m) => `${m.subject}\n${m.text_body}`).join("\n");
      expect(mail).toContain(`Hi ${name.first}`);
      expect(mail).toContain(`${name.first} ${name.last}`);
    });
  }
});
