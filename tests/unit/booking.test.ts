import { describe, expect, it, vi } from "vitest";
import { ageOn, coverageHint } from "@/lib/booking/coverage";
import { addExamFrames, EXAM_FRAMES_KEY, frameLabel, parseExamFrames, removeExamFrame } from "@/lib/booking/exam-frames";
import { buildIcs, escapeIcs, foldLine } from "@/lib/booking/ics";
import { bookingSchemaIn } from "@/lib/booking/messages";
import { parseSlot, slotValue, todayInToronto } from "@/lib/validations/booking";

const bookingSchema = bookingSchemaIn("en");

describe(".ics", () => {
  const event = {
    uid: "abc@brightview.example.com",
    start: new Date("2027-03-15T13:00:00Z"),
    end: new Date("2027-03-15T14:00:00Z"),
    summary: "Eye exam, Steeles; confirm",
    description: "Line one\nLine two",
    location: "373 Steeles Ave W, Brampton",
  };
  const ics = buildIcs({ method: "PUBLISH", timeZone: "America/Toronto", events: [event], stamp: new Date("2026-11-22T10:00:00Z") });

  it("carries the exact local start and end with the clinic's zone and its rules, in CRLF lines", () => {
    expect(ics.split("\r\n").at(-1)).toBe("");
    expect(ics).not.toMatch(/[^\r]\n/);
    // 13:00 UTC on 15 March 2027 is 9:00 AM in Brampton: daylight time began on the 14th.
    expect(ics).toContain("DTSTART;TZID=America/Toronto:20270315T090000\r\nDTEND;TZID=America/Toronto:20270315T100000");
    expect(ics).toContain("TZID:America/Toronto");
    expect(ics).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU");
    expect(ics).toContain("DTSTAMP:20261122T100000Z");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain("STATUS:CONFIRMED");
  });

  it("before the change, the same UTC hour is an hour later on the wall clock", () => {
    const winter = buildIcs({ method: "PUBLISH", timeZone: "America/Toronto", events: [{ ...event, start: new Date("2027-03-12T14:00:00Z"), end: new Date("2027-03-12T15:00:00Z") }] });
    expect(winter).toContain("DTSTART;TZID=America/Toronto:20270312T090000");
  });

  it("cancels with METHOD:CANCEL, the same UID and a higher SEQUENCE", () => {
    const cancel = buildIcs({ method: "CANCEL", timeZone: "America/Toronto", events: [{ ...event, sequence: 3 }] });
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("UID:abc@brightview.example.com");
    expect(cancel).toContain("SEQUENCE:3");
    expect(cancel).toContain("STATUS:CANCELLED");
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
  const slot = slotValue("steeles", "2099-11-30T14:00:00.000Z");
  const base = { firstName: "A", lastName: "B", email: "a@example.com", phone: "905-555-0100", serviceType: "Dry Eye Treatment", location: "steeles", preferredDate: "2099-11-30", slot } as const;

  it("requires the spec's fields and a chosen time; notes, birth date, family and frames are optional", () => {
    const r = bookingSchema.safeParse({});
    expect(r.success).toBe(false);
    expect(new Set(r.error!.issues.map((i) => i.path[0]))).toEqual(new Set(["firstName", "lastName", "email", "phone", "preferredDate", "serviceType", "location", "slot"]));
    expect(bookingSchema.safeParse(base).success).toBe(true);
    expect(bookingSchema.safeParse({ ...base, slot: "" }).error?.issues[0].message).toBe("Please choose a time");
  });

  it("refuses past dates, a time at the other clinic, and odd birth dates", () => {
    expect(bookingSchema.safeParse({ ...base, preferredDate: "2020-01-06" }).error?.issues[0].message).toBe("Please choose today or a later date");
    expect(bookingSchema.safeParse({ ...base, slot: slotValue("goreway", "2099-11-30T16:00:00.000Z") }).error?.issues[0].message).toBe("Please choose a time");
    expect(bookingSchema.safeParse({ ...base, location: "either", slot: slotValue("goreway", "2099-11-30T16:00:00.000Z") }).success).toBe(true);
    for (const dob of ["2099-01-01", "1899-12-31", "2021-02-30", "12/05/1990"]) {
      expect(bookingSchema.safeParse({ ...base, dateOfBirth: dob }).error?.issues[0].message, dob).toBe("Please enter a valid date of birth");
    }
    expect(bookingSchema.safeParse({ ...base, dateOfBirth: "1990-05-12" }).success).toBe(true);
    expect(bookingSchema.safeParse({ ...base, preferredDate: todayInToronto() }).success).toBe(true);
  });

  it("takes up to 5 people and 4 distinct frames", () => {
    const member = { firstName: "C", lastName: "D" };
    expect(bookingSchema.safeParse({ ...base, family: Array(4).fill(member) }).success).toBe(true);
    expect(bookingSchema.safeParse({ ...base, family: Array(5).fill(member) }).error?.issues[0].message).toBe("At most 5 people can be booked together");
    expect(bookingSchema.safeParse({ ...base, family: [{ firstName: "", lastName: "D" }] }).error?.issues[0].message).toBe("First name is required");
    const id = "00000000-0000-4000-8003-000000000003";
    expect(bookingSchema.safeParse({ ...base, frames: [id, id] }).error?.issues[0].message).toBe("Each frame can be held once");
    expect(bookingSchema.safeParse({ ...base, frames: Array.from({ length: 5 }, (_, i) => `00000000-0000-4000-8003-00000000000${i}`) }).error?.issues[0].message).toBe(
      "At most 4 frames can be held for a visit",
    );
  });

  it("reads a slot value back, and nothing else", () => {
    expect(parseSlot(slot)).toEqual({ clinic: "steeles", start: new Date("2099-11-30T14:00:00.000Z") });
    // A clinic is a record, not a list in code: any clinic id's shape parses, and the server then finds no such clinic's times.
    expect(parseSlot("elsewhere|2099-11-30T14:00:00.000Z")).toEqual({ clinic: "elsewhere", start: new Date("2099-11-30T14:00:00.000Z") });
    expect(parseSlot("Else Where|2099-11-30T14:00:00.000Z")).toBeNull();
    expect(parseSlot("steeles\u202e|2099-11-30T14:00:00.000Z")).toBeNull();
    expect(parseSlot("steeles|2099-11-30T14:00:07.000Z")).toBeNull();
  });
});

describe("OHIP coverage hint", () => {
  const exam = "Comprehensive Eye Exam" as const;
  it("counts age on the appointment day, the birthday included", () => {
    expect(ageOn("2007-03-15", "2027-03-14")).toBe(19);
    expect(ageOn("2007-03-15", "2027-03-15")).toBe(20);
    expect(ageOn("2008-02-29", "2027-02-28")).toBe(18);
    expect(ageOn("2008-02-29", "2027-03-01")).toBe(19);
  });

  it("switches at 19/20 and 64/65 on the birthday", () => {
    expect(coverageHint("2007-03-15", exam, "2027-03-14")?.kind).toBe("under20");
    expect(coverageHint("2007-03-15", exam, "2027-03-15")?.kind).toBe("conditions");
    expect(coverageHint("1962-03-15", exam, "2027-03-14")?.kind).toBe("conditions");
    expect(coverageHint("1962-03-15", exam, "2027-03-15")?.kind).toBe("over65");
  });

  it("hints, never promises, and only for the eye exam with a usable birth date", () => {
    expect(coverageHint("2015-01-01", exam, "2027-03-15")?.kind).toBe("under20");
    expect(coverageHint("1990-01-01", exam, "2027-03-15")?.kind).toBe("conditions");
    expect(coverageHint("2015-01-01", "Contact Lens Fitting", "2027-03-15")).toBeNull();
    expect(coverageHint("", exam, "2027-03-15")).toBeNull();
    expect(coverageHint("2030-01-01", exam, "2027-03-15")).toBeNull();
  });
});

describe("frames saved for the exam", () => {
  const f = (n: number) => ({ id: `00000000-0000-4000-8003-00000000000${n}`, name: `Frame ${n}` });
  it("keeps each frame once, in order, and at most four", () => {
    expect(addExamFrames([f(1)], [f(1), f(2)])).toEqual([f(1), f(2)]);
    expect(addExamFrames([f(1), f(2), f(3)], [f(4), f(5)]).map((x) => x.name)).toEqual(["Frame 1", "Frame 2", "Frame 3", "Frame 4"]);
    expect(removeExamFrame([f(1), f(2)], f(1).id)).toEqual([f(2)]);
  });
  it("reads only well-formed entries back from storage", () => {
    expect(parseExamFrames(null)).toEqual([]);
    expect(parseExamFrames("{not json")).toEqual([]);
    expect(parseExamFrames(JSON.stringify({ id: f(1).id }))).toEqual([]);
    const stored = JSON.stringify([f(1), { id: "'; drop table", name: "x" }, { id: f(2).id, name: "" }, { ...f(3), image: "https://evil.example/x.png" }]);
    expect(parseExamFrames(stored)).toEqual([{ ...f(1), brand: undefined, image: undefined }, { ...f(3), brand: undefined, image: undefined }]);
  });
});

describe("frame labels", () => {
  it("names the brand once", () => {
    expect(frameLabel("Ray-Ban RB2140 Original Wayfarer", "Ray-Ban")).toBe("Ray-Ban RB2140 Original Wayfarer");
    expect(frameLabel("Erika", "Ray-Ban")).toBe("Ray-Ban Erika");
    expect(frameLabel("Erika", null)).toBe("Erika");
  });
});

describe("the exam frames store's snapshots", () => {
  it("with nothing stored (or an empty list) the browser's snapshot is the server's, so hydrating changes nothing", async () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    Object.assign(globalThis, { localStorage: storage });
    try {
      const { read, serverSnapshot } = await import("@/lib/booking/exam-frames-store");
      expect(read()).toBe(serverSnapshot());
      storage.setItem(EXAM_FRAMES_KEY, "[]");
      expect(read()).toBe(serverSnapshot());
      storage.setItem(EXAM_FRAMES_KEY, JSON.stringify([{ id: "00000000-0000-4000-8003-000000000001", name: "Aviator" }]));
      expect(read()).toHaveLength(1);
      expect(read()).toBe(read());
    } finally {
      Reflect.deleteProperty(globalThis, "localStorage");
    }
  });
});

describe("booking date formatters", () => {
  it("are built on first use, once, not when a page loads the module", async () => {
    vi.resetModules();
    const Real = Intl.DateTimeFormat;
    let made = 0;
    // Counts constructions; `new` on a function that returns an object yields that object.
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made++;
      return new Real(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = Counting;
    try {
      const { formatTime, formatDay } = await import("@/lib/booking/format");
      expect(made).toBe(0);
      const start = new Date("2027-03-15T13:00:00Z");
      expect(formatTime(start)).toBe("9:00 AM");
      expect(formatTime(new Date("2027-03-15T14:30:00Z"))).toBe("10:30 AM");
      expect(made).toBe(1);
      expect(formatDay(start)).toBe("Monday, March 15, 2027");
      expect(made).toBe(2);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
