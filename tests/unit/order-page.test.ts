import type { Week } from "@/lib/schedule/types";
import { describe, expect, it } from "vitest";
import { fullAddress } from "@/lib/clinics/format";
import { seedClinics } from "../support/clinics";
import { parseOrdersPage } from "@/lib/account";
import { isMailedStatus, orderStatusEmail } from "@/lib/orders/email";

describe("parseOrdersPage (the account's ?orders=)", () => {
  it("reads a page number", () => {
    expect(parseOrdersPage("1")).toBe(1);
    expect(parseOrdersPage("2")).toBe(2);
    expect(parseOrdersPage(" 3 ")).toBe(3);
    expect(parseOrdersPage("007")).toBe(7);
    expect(parseOrdersPage(4)).toBe(4);
    // A repeated parameter: the first one counts.
    expect(parseOrdersPage(["5", "9"])).toBe(5);
  });

  it("makes page 1 of anything else, never an error", () => {
    for (const v of [undefined, null, "", "abc", "-1", "0", "1.5", "2abc", "+2", "1e3", "0x10", "٣", "NaN", "Infinity", -3, 0, 2.5, Number.NaN, [], ["x"], {}, true]) {
      expect(parseOrdersPage(v), JSON.stringify(v)).toBe(1);
    }
  });

  it("caps a huge number, which the read then turns into the last page", () => {
    const huge = parseOrdersPage("99999999999999999999");
    expect(Number.isSafeInteger(huge)).toBe(true);
    expect(huge).toBeGreaterThan(1000);
    expect(parseOrdersPage("9".repeat(400))).toBe(huge);
    expect(parseOrdersPage(Number.POSITIVE_INFINITY)).toBe(huge);
  });
});

describe("orderStatusEmail", () => {
  // Saturday closes at 4:00 PM at the first clinic: the e-mail says what the schedule holds.
  const week = (sat: number): Week => [null, { open: 540, close: 1140 }, { open: 540, close: 1140 }, { open: 540, close: 1140 }, { open: 540, close: 1140 }, { open: 540, close: 1140 }, { open: 540, close: sat }];
  const clinics = seedClinics();
  const pickupAt = clinics.map((c, i) => ({ ...c, hours: week(i === 0 ? 960 : 1020) }));
  const base = { orderNumber: "ORD-261128100007", to: "pat@example.com", firstName: "Pat", paymentStatus: "pending", total: "$214.70", pickupAt };

  it("mails ready, delivered and cancelled only", () => {
    expect(["ready", "delivered", "cancelled"].filter(isMailedStatus)).toHaveLength(3);
    for (const s of ["pending", "confirmed", "shipped", "constructor", "toString", ""]) expect(isMailedStatus(s)).toBe(false);
  });

  it("ready: both clinics with address, phone and hours (from the clinics' records and the schedule)", () => {
    const m = orderStatusEmail({ ...base, status: "ready" });
    expect(m).toMatchObject({ kind: "order-ready", to: "pat@example.com", subject: expect.stringContaining(base.orderNumber) });
    expect(m.text).toContain(`${base.orderNumber} is ready for pickup`);
    for (const c of clinics) {
      expect(m.text).toContain(c.name);
      expect(m.text).toContain(fullAddress(c));
      expect(m.text).toContain(c.phone);
    }
    expect(m.text).toContain("Saturday: 9:00 AM – 4:00 PM");
    expect(m.text).toContain("Saturday: 9:00 AM – 5:00 PM");
    expect(m.text).toContain("Monday – Friday: 9:00 AM – 7:00 PM");
    expect(m.text).toContain("either of our clinics");
    expect(orderStatusEmail({ ...base, status: "ready", pickupAt: [pickupAt[1]] }).text).toContain(`at our ${clinics[1].shortName} clinic`);
  });

  it("escapes what the customer typed in the HTML part", () => {
    const m = orderStatusEmail({ ...base, status: "delivered", firstName: "<b>Pat</b>" });
    expect(m.html).toContain("Hi &#60;b&#62;Pat&#60;/b&#62;,");
    expect(m.html).not.toContain("<b>Pat");
    expect(m.html).toMatch(/<a href="tel:[^"]+">/);
  });

  it("cancelled: a refund only when it was paid", () => {
    expect(orderStatusEmail({ ...base, status: "cancelled", paymentStatus: "paid" }).text).toContain("You had paid $214.70 for it: we will refund your payment.");
    const unpaid = orderStatusEmail({ ...base, status: "cancelled" });
    expect(unpaid.kind).toBe("order-cancelled");
    expect(unpaid.text).toContain(`Your order ${base.orderNumber} has been cancelled.`);
    expect(unpaid.text).not.toMatch(/refund/i);
  });
});
