import { describe, expect, it } from "vitest";
import { ANALYTICS_TABS, HIGHLIGHTED, parsePage, parseTab } from "@/lib/analytics";
import { ORDER_STATUSES, canMove, nextStatuses, orderStatusSchema, submissionHandledSchema } from "@/lib/validations/analytics";

describe("order workflow", () => {
  it("moves forward one step at a time", () => {
    expect(canMove("pending", "confirmed")).toBe(true);
    expect(canMove("confirmed", "ready")).toBe(true);
    expect(canMove("ready", "delivered")).toBe(true);
    expect(nextStatuses("pending")).toEqual(["confirmed", "cancelled"]);
  });

  it("cancels from any state before delivery", () => {
    for (const from of ["pending", "confirmed", "ready"]) expect(canMove(from, "cancelled")).toBe(true);
  });

  it("refuses skipping, going back, and leaving delivered or cancelled", () => {
    expect(canMove("pending", "ready")).toBe(false);
    expect(canMove("pending", "delivered")).toBe(false);
    expect(canMove("ready", "confirmed")).toBe(false);
    expect(canMove("delivered", "pending")).toBe(false);
    expect(canMove("delivered", "cancelled")).toBe(false);
    for (const to of ORDER_STATUSES) expect(canMove("cancelled", to)).toBe(false);
    for (const s of ORDER_STATUSES) expect(canMove(s, s)).toBe(false);
  });

  it("knows nothing of the old statuses or made-up ones", () => {
    expect(canMove("shipped", "delivered")).toBe(false);
    expect(canMove("processing", "cancelled")).toBe(false);
    expect(canMove("pending", "shipped")).toBe(false);
    expect(canMove("__proto__", "toString")).toBe(false);
    expect(nextStatuses("constructor" as never)).toEqual([]);
  });
});

describe("action schemas", () => {
  const id = "00000000-0000-4000-8000-000000000001";
  it("accept a uuid and a known status", () => {
    expect(orderStatusSchema.safeParse({ orderId: id, status: "ready" }).success).toBe(true);
    expect(submissionHandledSchema.safeParse({ submissionId: id }).success).toBe(true);
  });
  it("refuse anything else with a clear message", () => {
    expect(orderStatusSchema.safeParse({ orderId: id, status: "shipped" }).error?.issues[0].message).toBe("Unknown order status");
    expect(orderStatusSchema.safeParse({ orderId: "1; drop table", status: "ready" }).error?.issues[0].message).toBe("Unknown order");
    expect(submissionHandledSchema.safeParse({}).error?.issues[0].message).toBe("Unknown form submission");
  });
});

describe("tabs and pages from the URL", () => {
  it("lists the eight tabs in the spec's order", () => {
    expect(ANALYTICS_TABS.map((t) => t.label)).toEqual(["Phone Calls", "Form Submissions", "Orders", "Brands", "Cart Items", "Categories", "Products", "Profiles"]);
  });
  it("defaults to Phone Calls and page 1", () => {
    expect(parseTab(undefined)).toBe("phone-calls");
    expect(parseTab("nope")).toBe("phone-calls");
    expect(parseTab("toString")).toBe("phone-calls");
    expect(parseTab("orders")).toBe("orders");
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "abc", "1e9", ""]) expect(parsePage(bad)).toBe(1);
  });
  it("highlights delivered, paid, answered and new", () => {
    expect([...HIGHLIGHTED].sort()).toEqual(["answered", "delivered", "new", "paid"]);
  });
});
