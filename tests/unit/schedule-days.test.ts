import { describe, expect, it } from "vitest";
import { ontarioHolidays } from "@/content/schedule";
import { clinicDay, clockText, holidayOn, isHoliday, parseClock, staffWindows, timeValue, upcomingExceptions } from "@/lib/schedule/days";
import { dateRangeText, hoursText, weekRows } from "@/lib/schedule/hours-text";
import { closure, ORTIZ, QURESHI, replaceShifts, SANDHU, scheduleFixture, shift, withClosures, withHours, withShifts } from "@/tests/support/schedule-fixture";

describe("Ontario's public holidays", () => {
  // The ESA's nine: New Year's Day, Family Day, Good Friday, Victoria Day, Canada Day, Labour Day,
  // Thanksgiving, Christmas Day, Boxing Day (no Easter Monday, no Civic Holiday), plus a weekday
  // substitute for each that falls on a weekend. Dates worked out by hand from the calendar.
  it("2026: Boxing Day is a Saturday, so Monday 28 December is its substitute", () => {
    expect(ontarioHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "New Year's Day" }, // Thursday
      { date: "2026-02-16", name: "Family Day" }, // third Monday of February
      { date: "2026-04-03", name: "Good Friday" }, // Easter is 5 April
      { date: "2026-05-18", name: "Victoria Day" }, // Monday before 25 May (24 May is a Sunday)
      { date: "2026-07-01", name: "Canada Day" }, // Wednesday
      { date: "2026-09-07", name: "Labour Day" }, // first Monday of September
      { date: "2026-10-12", name: "Thanksgiving Day" }, // second Monday of October
      { date: "2026-12-25", name: "Christmas Day" }, // Friday
      { date: "2026-12-26", name: "Boxing Day" }, // Saturday
      { date: "2026-12-28", name: "Boxing Day (observed)" },
    ]);
  });

  it("2027: Christmas and Boxing Day fall on the weekend, so Monday 27 and Tuesday 28 December are substitutes", () => {
    expect(ontarioHolidays(2027)).toEqual([
      { date: "2027-01-01", name: "New Year's Day" }, // Friday
      { date: "2027-02-15", name: "Family Day" },
      { date: "2027-03-26", name: "Good Friday" }, // Easter is 28 March
      { date: "2027-05-24", name: "Victoria Day" }, // 24 May is itself a Monday
      { date: "2027-07-01", name: "Canada Day" }, // Thursday
      { date: "2027-09-06", name: "Labour Day" },
      { date: "2027-10-11", name: "Thanksgiving Day" },
      { date: "2027-12-25", name: "Christmas Day" }, // Saturday
      { date: "2027-12-26", name: "Boxing Day" }, // Sunday
      { date: "2027-12-27", name: "Christmas Day (observed)" },
      { date: "2027-12-28", name: "Boxing Day (observed)" },
    ]);
  });

  it("2028: New Year's Day and Canada Day fall on Saturdays, so the Mondays after are substitutes", () => {
    expect(ontarioHolidays(2028)).toEqual([
      { date: "2028-01-01", name: "New Year's Day" }, // Saturday
      { date: "2028-01-03", name: "New Year's Day (observed)" },
      { date: "2028-02-21", name: "Family Day" },
      { date: "2028-04-14", name: "Good Friday" }, // Easter is 16 April
      { date: "2028-05-22", name: "Victoria Day" }, // 24 May is a Wednesday
      { date: "2028-07-01", name: "Canada Day" }, // Saturday
      { date: "2028-07-03", name: "Canada Day (observed)" },
      { date: "2028-09-04", name: "Labour Day" },
      { date: "2028-10-09", name: "Thanksgiving Day" },
      { date: "2028-12-25", name: "Christmas Day" }, // Monday
      { date: "2028-12-26", name: "Boxing Day" }, // Tuesday
    ]);
  });

  it("has no Easter Monday or Civic Holiday", () => {
    for (const y of [2026, 2027, 2028]) {
      const dates = ontarioHolidays(y).map((h) => h.date);
      expect(dates).not.toContain({ 2026: "2026-04-06", 2027: "2027-03-29", 2028: "2028-04-17" }[y]); // Easter Monday
      expect(dates).not.toContain({ 2026: "2026-08-03", 2027: "2027-08-02", 2028: "2028-08-07" }[y]); // Civic Holiday
      expect(ontarioHolidays(y).filter((h) => !h.name.endsWith("(observed)"))).toHaveLength(9);
    }
  });

  it("names the holiday on a date", () => {
    expect(holidayOn("2027-03-26")).toBe("Good Friday");
    expect(holidayOn("2027-12-27")).toBe("Christmas Day (observed)");
    expect(holidayOn("2028-01-03")).toBe("New Year's Day (observed)");
    expect(holidayOn("2027-03-29")).toBeNull();
    expect(isHoliday("2026-12-28")).toBe(true);
    expect(isHoliday("2026-12-29")).toBe(false);
  });
});

describe("clinicDay", () => {
  const data = scheduleFixture();
  const [steeles, goreway] = data.clinics;

  it("reads the weekly hours on an ordinary day, closed on Sunday", () => {
    expect(clinicDay(data, steeles, "2027-03-02")).toEqual({ hours: { open: 540, close: 1140 }, reason: "weekly", note: "" });
    expect(clinicDay(data, steeles, "2027-03-06")).toEqual({ hours: { open: 540, close: 1020 }, reason: "weekly", note: "" });
    expect(clinicDay(data, goreway, "2027-03-02")).toEqual({ hours: { open: 660, close: 1080 }, reason: "weekly", note: "" });
    expect(clinicDay(data, steeles, "2027-03-07")).toEqual({ hours: null, reason: "weekly", note: "" });
  });

  it("closes on a statutory holiday unless the clinic opens on it", () => {
    expect(clinicDay(data, steeles, "2027-03-26")).toEqual({ hours: null, reason: "holiday", note: "Good Friday" });
    expect(clinicDay(data, goreway, "2027-12-28")).toEqual({ hours: null, reason: "holiday", note: "Boxing Day (observed)" });
    const open = { ...data, holidayOpenings: [{ clinicId: "steeles", date: "2027-03-26" }] };
    expect(clinicDay(open, steeles, "2027-03-26")).toEqual({ hours: { open: 540, close: 1140 }, reason: "weekly", note: "" });
    expect(clinicDay(open, goreway, "2027-03-26")).toEqual({ hours: null, reason: "holiday", note: "Good Friday" });
  });

  it("closes on a closure for that clinic or for every clinic, with its note", () => {
    const one = withClosures(data, closure("2027-03-02", "2027-03-04", { clinicId: "goreway", note: "Flooring" }));
    expect(clinicDay(one, goreway, "2027-03-03")).toEqual({ hours: null, reason: "closure", note: "Flooring" });
    expect(clinicDay(one, goreway, "2027-03-05").reason).toBe("weekly");
    expect(clinicDay(one, steeles, "2027-03-03").reason).toBe("weekly");
    const all = withClosures(data, closure("2027-03-02", "2027-03-02", { note: "Power outage" }));
    expect(clinicDay(all, steeles, "2027-03-02")).toEqual({ hours: null, reason: "closure", note: "Power outage" });
    expect(clinicDay(all, goreway, "2027-03-02")).toEqual({ hours: null, reason: "closure", note: "Power outage" });
    // A closure on a holiday says it is a closure.
    const onHoliday = withClosures(data, closure("2027-03-26", "2027-03-26", { clinicId: "steeles", note: "Easter" }));
    expect(clinicDay(onHoliday, steeles, "2027-03-26").reason).toBe("closure");
  });

  it("gives special hours, but a closure the same day wins", () => {
    const special = withClosures(data, closure("2027-03-02", "2027-03-02", { clinicId: "steeles", opens: 600, closes: 900, note: "Training" }));
    expect(clinicDay(special, steeles, "2027-03-02")).toEqual({ hours: { open: 600, close: 900 }, reason: "special", note: "Training" });
    // Special hours open a day that is closed every week.
    const sunday = withClosures(data, closure("2027-03-07", "2027-03-07", { clinicId: "steeles", opens: 600, closes: 840 }));
    expect(clinicDay(sunday, steeles, "2027-03-07").hours).toEqual({ open: 600, close: 840 });
    const both = withClosures(special, closure("2027-03-02", "2027-03-02", { note: "Closed" }));
    expect(clinicDay(both, steeles, "2027-03-02")).toEqual({ hours: null, reason: "closure", note: "Closed" });
  });

  it("is not changed by one person's time off", () => {
    const off = withClosures(data, closure("2027-03-02", "2027-03-02", { staffId: QURESHI, note: "Vacation" }));
    expect(clinicDay(off, steeles, "2027-03-02")).toEqual({ hours: { open: 540, close: 1140 }, reason: "weekly", note: "" });
  });
});

describe("staffWindows", () => {
  const data = scheduleFixture();
  const tuesday = { open: 540, close: 1140 };

  it("gives a person's shift at a clinic that day, and nothing where or when they do not work", () => {
    expect(staffWindows(data, ORTIZ, "steeles", "2027-03-02", tuesday)).toEqual([{ start: 540, end: 1140 }]);
    expect(staffWindows(data, QURESHI, "goreway", "2027-03-02", { open: 660, close: 1080 })).toEqual([]);
    expect(staffWindows(data, SANDHU, "goreway", "2027-03-02", { open: 660, close: 1080 })).toEqual([{ start: 660, end: 1080 }]);
    expect(staffWindows(data, ORTIZ, "steeles", "2027-03-07", null)).toEqual([]);
    expect(staffWindows(data, ORTIZ, "steeles", "2027-03-02", null)).toEqual([]);
  });

  it("clips the shift to the clinic's hours that day", () => {
    expect(staffWindows(data, ORTIZ, "steeles", "2027-03-02", { open: 600, close: 900 })).toEqual([{ start: 600, end: 900 }]);
    const long = replaceShifts(data, ORTIZ, "steeles", 2, [[480, 1200]]);
    expect(staffWindows(long, ORTIZ, "steeles", "2027-03-02", tuesday)).toEqual([{ start: 540, end: 1140 }]);
    // A block wholly outside the hours disappears.
    const early = replaceShifts(data, ORTIZ, "steeles", 2, [[420, 540], [600, 700]]);
    expect(staffWindows(early, ORTIZ, "steeles", "2027-03-02", tuesday)).toEqual([{ start: 600, end: 700 }]);
  });

  it("keeps a lunch break, in order", () => {
    const lunch = replaceShifts(data, ORTIZ, "steeles", 2, [[780, 1140], [540, 720]]);
    expect(staffWindows(lunch, ORTIZ, "steeles", "2027-03-02", tuesday)).toEqual([{ start: 540, end: 720 }, { start: 780, end: 1140 }]);
  });

  it("applies time off: all day, or only the hours given", () => {
    const off = withClosures(data, closure("2027-03-01", "2027-03-03", { staffId: ORTIZ }));
    expect(staffWindows(off, ORTIZ, "steeles", "2027-03-02", tuesday)).toEqual([]);
    expect(staffWindows(off, ORTIZ, "steeles", "2027-03-04", tuesday)).toEqual([{ start: 540, end: 1140 }]);
    expect(staffWindows(off, QURESHI, "steeles", "2027-03-02", tuesday)).toEqual([{ start: 540, end: 1140 }]);
    const part = withClosures(data, closure("2027-03-02", "2027-03-02", { staffId: ORTIZ, opens: 720, closes: 900 }));
    expect(staffWindows(part, ORTIZ, "steeles", "2027-03-02", tuesday)).toEqual([{ start: 720, end: 900 }]);
    // A clinic closure is not time off (the clinic's hours are the caller's).
    const clinic = withClosures(data, closure("2027-03-02", "2027-03-02", { clinicId: "steeles" }));
    expect(staffWindows(clinic, ORTIZ, "steeles", "2027-03-02", tuesday)).toEqual([{ start: 540, end: 1140 }]);
  });

  it("applies a dated shift only between its first and last dates", () => {
    const dated = withShifts(data, shift(ORTIZ, "goreway", 1, 660, 1080, { firstDate: "2027-03-08", lastDate: "2027-03-15" }));
    const monday = { open: 660, close: 1080 };
    expect(staffWindows(dated, ORTIZ, "goreway", "2027-03-01", monday)).toEqual([]);
    expect(staffWindows(dated, ORTIZ, "goreway", "2027-03-08", monday)).toEqual([{ start: 660, end: 1080 }]);
    expect(staffWindows(dated, ORTIZ, "goreway", "2027-03-15", monday)).toEqual([{ start: 660, end: 1080 }]);
    expect(staffWindows(dated, ORTIZ, "goreway", "2027-03-22", monday)).toEqual([]);
    expect(staffWindows(dated, ORTIZ, "goreway", "2027-03-09", monday)).toEqual([]); // a Tuesday
  });
});

describe("upcomingExceptions", () => {
  it("lists clinic closures and special hours touching the next days, in date order, without anyone's time off", () => {
    const a = closure("2027-03-20", "2027-03-22", { clinicId: "steeles", note: "later" });
    const b = closure("2027-02-25", "2027-03-02", { note: "ongoing" });
    const c = closure("2027-03-05", "2027-03-05", { staffId: ORTIZ, note: "time off" });
    const d = closure("2027-02-01", "2027-02-28", { note: "over" });
    const e = closure("2027-04-15", "2027-04-15", { note: "too far" });
    const f = closure("2027-03-20", "2027-03-20", { clinicId: "goreway", opens: 600, closes: 900, note: "special" });
    const data = withClosures(scheduleFixture(), a, b, c, d, e, f);
    expect(upcomingExceptions(data, "2027-03-01", 30).map((x) => x.note)).toEqual(["ongoing", "special", "later"]);
  });
});

describe("clock text", () => {
  it("reads 24-hour and AM/PM times", () => {
    expect(parseClock("09:00")).toBe(540);
    expect(parseClock("9:00")).toBe(540);
    expect(parseClock(" 19:00 ")).toBe(1140);
    expect(parseClock("00:00")).toBe(0);
    expect(parseClock("24:00")).toBe(1440);
    expect(parseClock("9:00 AM")).toBe(540);
    expect(parseClock("7:00 PM")).toBe(1140);
    expect(parseClock("7:00pm")).toBe(1140);
    expect(parseClock("12:00 AM")).toBe(0);
    expect(parseClock("12:30 PM")).toBe(750);
    expect(parseClock("11:59 PM")).toBe(1439);
  });

  it("refuses what is not a time", () => {
    for (const bad of ["25:00", "24:30", "9:60", "0:30 AM", "13:00 PM", "12:60 PM", "9", "9:5", "nine", "", "9:00 XM", "-1:00"]) expect(parseClock(bad), bad).toBeNull();
  });

  it("writes minutes as people read them and as an <input type=time> value", () => {
    expect([0, 540, 720, 750, 1020, 1140, 1439].map(clockText)).toEqual(["12:00 AM", "9:00 AM", "12:00 PM", "12:30 PM", "5:00 PM", "7:00 PM", "11:59 PM"]);
    expect([0, 5, 540, 1140, 1439].map(timeValue)).toEqual(["00:00", "00:05", "09:00", "19:00", "23:59"]);
  });

  it("round-trips every minute of the day", () => {
    for (let m = 0; m < 1440; m++) {
      expect(parseClock(clockText(m))).toBe(m);
      expect(parseClock(timeValue(m))).toBe(m);
    }
  });
});

describe("opening hours as text", () => {
  const [steeles, goreway] = scheduleFixture().clinics;

  it("groups the days with the same hours, Monday first", () => {
    expect(weekRows(steeles.hours, "en-CA", "Closed")).toEqual([
      { label: "Monday – Friday", value: "9:00 AM – 7:00 PM" },
      { label: "Saturday", value: "9:00 AM – 5:00 PM" },
      { label: "Sunday", value: "Closed" },
    ]);
    expect(weekRows(goreway.hours, "en-CA", "Closed")).toEqual([
      { label: "Monday – Friday", value: "11:00 AM – 6:00 PM" },
      { label: "Saturday", value: "11:00 AM – 5:00 PM" },
      { label: "Sunday", value: "Closed" },
    ]);
  });

  it("splits the group when one weekday differs", () => {
    const tuesday = withHours(scheduleFixture(), "steeles", 2, { open: 600, close: 1140 }).clinics[0];
    expect(weekRows(tuesday.hours, "en-CA", "Closed")).toEqual([
      { label: "Monday", value: "9:00 AM – 7:00 PM" },
      { label: "Tuesday", value: "10:00 AM – 7:00 PM" },
      { label: "Wednesday – Friday", value: "9:00 AM – 7:00 PM" },
      { label: "Saturday", value: "9:00 AM – 5:00 PM" },
      { label: "Sunday", value: "Closed" },
    ]);
    const weekend = withHours(scheduleFixture(), "steeles", 0, { open: 540, close: 1020 }).clinics[0];
    expect(weekRows(weekend.hours, "en-CA", "Closed").map((r) => r.label)).toEqual(["Monday – Friday", "Saturday – Sunday"]);
    expect(hoursText(null, "Fermé")).toBe("Fermé");
  });

  it("writes a single day with its weekday, and a range without", () => {
    expect(dateRangeText({ firstDate: "2026-12-24", lastDate: "2026-12-24" }, "en-CA")).toBe("Thursday, December 24");
    expect(dateRangeText({ firstDate: "2026-12-24", lastDate: "2027-01-02" }, "en-CA")).toBe("December 24 – January 2");
    expect(dateRangeText({ firstDate: "2027-03-26", lastDate: "2027-03-26" }, "en-CA")).toBe("Friday, March 26");
  });
});
