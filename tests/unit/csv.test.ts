import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@/lib/analytics/csv";

describe("CSV export (RFC 4180)", () => {
  it("joins cells with commas and rows with CRLF, ending with CRLF", () => {
    expect(toCsv(["Date", "Name"], [["2026-11-23", "Ann"], ["2026-11-22", "Lee"]])).toBe("Date,Name\r\n2026-11-23,Ann\r\n2026-11-22,Lee\r\n");
    expect(toCsv(["Only", "Header"], [])).toBe("Only,Header\r\n");
  });

  it("quotes a cell holding a comma, a quote or a line break, doubling quotes", () => {
    expect(toCsv(["Name", "Message"], [["Ann, Lee", 'She said "hi"\nthen left']])).toBe('Name,Message\r\n"Ann, Lee","She said ""hi""\nthen left"\r\n');
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvCell("ends with CR\r")).toBe('"ends with CR\r"');
  });

  it("keeps leading and trailing spaces by quoting", () => {
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("writes null and undefined as empty cells, numbers and booleans as text", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(true)).toBe("true");
    expect(toCsv(["A", "B", "C"], [[null, "x", undefined]])).toBe("A,B,C\r\n,x,\r\n");
  });

  it("writes dates as ISO 8601 and objects as quoted JSON", () => {
    expect(csvCell(new Date("2026-11-23T15:04:05.000Z"))).toBe("2026-11-23T15:04:05.000Z");
    expect(csvCell({ subject: "Frames", n: 1 })).toBe('"{""subject"":""Frames"",""n"":1}"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', "\"'=HYPERLINK(\"\"http://evil\"\")\""],
    ["=1+1", "'=1+1"],
    ["+1 905 555 0142", "'+1 905 555 0142"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=cmd", "\"'\r=cmd\""],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ])("neutralises the formula %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("neutralises formulas in the header too", () => {
    expect(toCsv(["=A1"], [["ok"]])).toBe("'=A1\r\nok\r\n");
  });

  it("leaves ordinary values alone", () => {
    expect(csvCell("905-555-0142")).toBe("905-555-0142");
    expect(csvCell("ORD-26112300001")).toBe("ORD-26112300001");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("")).toBe("");
  });
});
