import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcs, foldLine } from "@/lib/booking/ics";
import { bookingSchema, todayInToronto } from "@/lib/validations/booking";

describe(".ics", () => {
  const ics = buildIcs({ uid: "abc@brightview.example.com", date: "2026-12-31", summary: "Eye exam, Steeles; confirm", description: "Line one\nLine two", location: "373 Steeles Ave W, Brampton", stamp: new Date("2026-11-22T10:00:00Z") });

  it("uses CRLF line endings and an all-day event ending the next day (across a year end)", () => {
    expect(ics.split("\r\n").at(-1)).toBe("");
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101");
    expect(ics).toContain("DTSTAMP:20261122T100000Z");
  });

  it("escapes text and folds long lines", () => {
    expect(escapeIcs("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(ics).toContain("SUMMARY:Eye exam\\, Steeles\\; confirm");
    const folded = foldLine("DESCRIPTION:" + "x".repeat(200));
    expect(folded.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.split("\r\n").slice(1).every((l) => l.startsWith(" "))).toBe(true);
  });
});

describe("booking schema", () => {
  const base = { firstName: "A", lastName: "B", email: "a@example.com", phone: "905-555-0100", serviceType: "Dry Eye Treatment", location: "steeles" } as const;
  it("refuses past dates and days the clinic is closed", () => {
    expect(bookingSchema.safeParse({ ...base, preferredDate: "2020-01-06" }).error?.issues[0].message).toBe("Please choose today or a later date");
    expect(bookingSchema.safeParse({ ...base, preferredDate: "2099-11-29" }).error?.issues[0].message).toMatch(/closed that day/);
    expect(bookingSchema.safeParse({ ...base, preferredDate: "2099-11-30" }).success).toBe(true);
  });
  it("accepts today", () => {
    const today = todayInToronto();
    const open = new Date(`${today}T12:00:00Z`).getUTCDay() !== 0;
    expect(bookingSchema.safeParse({ ...base, preferredDate: today }).success).toBe(open);
  });
  it("requires the spec's fields, notes optional", () => {
    const r = bookingSchema.safeParse({});
    expect(r.success).toBe(false);
    expect(new Set(r.error!.issues.map((i) => i.path[0]))).toEqual(new Set(["firstName", "lastName", "email", "phone", "preferredDate", "serviceType", "location"]));
  });
});
