import { inflateSync } from "node:zlib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { receiptPdf } from "@/lib/receipts/pdf";
import { face } from "@/lib/receipts/pdf-fonts";
import type { ReceiptDocument, ReceiptLine } from "@/lib/receipts/types";

// The PDF is read back with pdf.js (no poppler needed): its text, pages and fonts.

const GURMUKHI = "ਹਰਪ੍ਰੀਤ ਕੌਰ";
const DEVANAGARI = "प्रिया शर्मा";

const glasses = (n: number, patientName = "Simran Gill"): ReceiptLine => ({
  heading: `Ray-Ban RB${5150 + n} Clubmaster with progressive lenses`,
  taxRate: 0,
  items: [
    { label: `Ray-Ban RB${5150 + n} Clubmaster`, detail: "Colour Tortoise · Size 51 · SKU RB5154-TOR-51", amount: 239 },
    { label: "Progressive lenses", amount: 395 },
    { label: "Anti-reflective coating", amount: 60 },
    { label: "Blue-light filter coating", amount: 45 },
  ],
  prescription: {
    issuedOn: "2026-01-14",
    prescribedBy: "Dr. Harleen Sandhu, OD",
    patientName,
    right: { sph: "-2.25", cyl: "-0.50", axis: "180", add: "+2.00" },
    left: { sph: "-2.00", cyl: "-0.75", axis: "175", add: "+2.00" },
    pd: "31.5 / 31.5",
  },
});

const frame: ReceiptLine = {
  heading: "Oakley OX8046 Airdrop, frame only",
  taxRate: 0.13,
  items: [{ label: "Oakley OX8046 Airdrop", detail: "Colour Satin Black", amount: 180 }],
};

const receipt = (over: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  kind: "receipt",
  number: "R-2026-000042",
  issuedOn: "2026-02-20",
  clinic: { legalName: "Brightview Eye Care Inc.", address: ["250 Sample Boulevard", "Brampton, ON  L6T 0A1"], phone: "905-555-0142", hstNumber: "81234 5678 RT0001" },
  patient: { name: "Simran Gill", address: ["18 Example Crescent", "Brampton, ON  L6P 2K9"], email: "simran@example.com" },
  reference: "Order ORD-2026-0318",
  dates: { purchase: "2026-02-03", payment: "2026-02-20", service: "2026-02-20", serviceLabel: "Dispensed on" },
  lines: [glasses(1), frame],
  subtotal: 919,
  taxes: [
    { label: "HST 13%", base: 180, amount: 23.4 },
    { label: "HST 0% (prescription eyewear)", base: 739, amount: 0 },
  ],
  total: 942.4,
  payments: [
    { date: "2026-02-03", method: "Debit", amount: 300 },
    { date: "2026-02-20", method: "Insurer direct", amount: 400 },
    { date: "2026-02-20", method: "Credit card", amount: 242.4 },
  ],
  paid: 942.4,
  balance: 0,
  insurance: { insurer: "Maple Life Assurance", policyNumber: "GRP-204118", memberId: "M-5518-0271", relationship: "Self", insurerShare: 400, patientShare: 542.4 },
  practitioner: { label: "Dispensed by", name: "Jasmine Brar", registration: "OD-20871" },
  ...over,
});

type Read = { bytes: string; pages: { width: number; height: number; text: string; boxes: { x: number; y: number; w: number; str: string }[] }[]; info: Record<string, unknown> };

async function read(doc: ReceiptDocument): Promise<Read> {
  const pdf = await receiptPdf(doc);
  const bytes = Buffer.from(pdf).toString("latin1");
  const file = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: Read["pages"] = [];
  for (let n = 1; n <= file.numPages; n++) {
    const page = await file.getPage(n);
    const [, , width, height] = page.view;
    const items = (await page.getTextContent()).items.filter((i) => "str" in i);
    pages.push({
      width,
      height,
      text: items.map((i) => i.str + (i.hasEOL ? "\n" : "")).join(""),
      boxes: items.filter((i) => i.str.trim()).map((i) => ({ x: i.transform[4], y: i.transform[5], w: i.width, str: i.str })),
    });
  }
  const { info } = await file.getMetadata();
  await file.destroy();
  return { bytes, pages, info: info as Record<string, unknown> };
}

/** The page content streams, inflated (pdfkit compresses them). */
function contents(bytes: string): string {
  const out: string[] = [];
  for (const m of bytes.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try {
      out.push(inflateSync(Buffer.from(bytes.slice(start, bytes.indexOf("endstream", start)), "latin1")).toString("latin1"));
    } catch {
      // not a deflated stream
    }
  }
  return out.join("\n");
}

const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/** Every /ActualText string in the content, decoded from a PDF literal string in UTF-16BE. */
function actualTexts(content: string): string[] {
  return [...content.matchAll(/\/ActualText \(/g)].map((m) => {
    let raw = "";
    let depth = 0;
    for (let i = m.index + m[0].length; i < content.length; i++) {
      const c = content[i];
      if (c === "\\") {
        const octal = /^[0-7]{1,3}/.exec(content.slice(i + 1, i + 4))?.[0];
        raw += octal ? String.fromCharCode(parseInt(octal, 8)) : (ESCAPES[content[i + 1]] ?? content[i + 1]);
        i += octal ? octal.length : 1;
        continue;
      }
      if (c === ")" && depth === 0) break;
      if (c === "(") depth++;
      if (c === ")") depth--;
      raw += c;
    }
    return Buffer.from(raw.slice(2), "latin1").swap16().toString("utf16le");
  });
}

describe("receipt PDF", () => {
  it("is one Letter page of real text: who, what, taxes, total, payments and the balance", async () => {
    const { pages, info } = await read(receipt());
    expect(pages).toHaveLength(1);
    expect([pages[0].width, pages[0].height]).toEqual([612, 792]);
    const text = pages[0].text;
    for (const s of [
      "Receipt R-2026-000042",
      "Brightview Eye Care Inc.",
      "HST registration 81234 5678 RT0001",
      "Simran Gill",
      "Order ORD-2026-0318",
      "Ray-Ban RB5151 Clubmaster",
      "Progressive lenses",
      "Anti-reflective coating",
      "Blue-light filter coating",
      "Oakley OX8046 Airdrop",
      "HST 13%",
      "HST 0% (prescription eyewear)",
      "$23.40",
      "$942.40",
      "$242.40",
      "Insurer direct",
      "Maple Life Assurance",
      "Right (OD)",
      "Left (OS)",
      "-2.25",
      "Dispensed by Jasmine Brar",
      "College registration OD-20871",
      "Paid in full, balance $0.00",
    ])
      expect(text).toContain(s);
    expect(text).not.toContain("Balance owing");
    expect(info).toMatchObject({ Title: "Receipt R-2026-000042", Author: "Brightview Eye Care Inc." });
  });

  it("says what is still owed on a part-paid receipt", async () => {
    const { pages } = await read(receipt({ payments: [{ date: "2026-02-03", method: "Debit", amount: 500 }], paid: 500, balance: 442.4 }));
    expect(pages[0].text).toContain("Balance owing $442.40");
    expect(pages[0].text).not.toContain("Paid in full");
  });

  it("titles a refund note, names the receipt it reverses and writes negative amounts as -$", async () => {
    const { pages, info } = await read(
      receipt({ kind: "refund", number: "R-2026-000050", reverses: "R-2026-000042", lines: [frame], subtotal: -12, total: -12, payments: [{ date: "2026-02-21", method: "Debit", amount: -12 }], paid: -12 }),
    );
    expect(pages[0].text).toContain("Refund note R-2026-000050");
    expect(pages[0].text).toContain("Reverses receipt R-2026-000042");
    expect(pages[0].text).toContain("-$12.00");
    expect(info.Title).toBe("Refund note R-2026-000050");
  });

  it("fits four lines with prescriptions, insurance and three payments on one page", async () => {
    const { pages } = await read(receipt({ lines: [glasses(1), glasses(2), glasses(3), glasses(4)] }));
    expect(pages).toHaveLength(1);
    for (const n of [1, 2, 3, 4]) expect(pages[0].text).toContain(`Ray-Ban RB${5150 + n} Clubmaster with progressive lenses`);
    expect(pages[0].text).toContain("Paid in full, balance $0.00");
  });

  it("flows a long receipt onto numbered pages without drawing outside the margins", async () => {
    const lines = Array.from({ length: 9 }, (_, i) => glasses(i));
    for (const doc of [receipt({ lines }), receipt({ lines: lines.slice(0, 4) })]) {
      const { pages } = await read(doc);
      for (const page of pages)
        for (const box of page.boxes) {
          expect(box.x, box.str).toBeGreaterThanOrEqual(43);
          expect(box.x + box.w, box.str).toBeLessThanOrEqual(612 - 43);
          expect(box.y, box.str).toBeGreaterThanOrEqual(18);
          expect(box.y, box.str).toBeLessThanOrEqual(792 - 43);
        }
    }
    const { pages } = await read(receipt({ lines }));
    expect(pages.length).toBe(2);
    expect(pages[1].text).toContain("Page 2 of 2");
    expect(pages[1].text).toContain("Receipt R-2026-000042"); // the continuation header
    expect(pages.map((p) => p.text).join("\n")).toContain("Ray-Ban RB5158 Clubmaster");
  });

  it("embeds every font it uses, none of the PDF standard 14", async () => {
    const { bytes } = await read(receipt({ patient: { name: `${GURMUKHI} (Łucja Żółć)`, address: [], email: "x@example.com" } }));
    const fonts = [...bytes.matchAll(/\/Type \/Font\b(?!Descriptor)/g)].length;
    const descriptors = [...bytes.matchAll(/\/Type \/FontDescriptor/g)].length;
    expect(fonts).toBeGreaterThanOrEqual(4);
    expect([...bytes.matchAll(/\/FontFile2 \d+ 0 R/g)].length).toBe(descriptors);
    expect(bytes).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);
    expect(bytes).not.toMatch(/\/Subtype \/Type1/);
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
  });

  it("draws a Gurmukhi name in an embedded Gurmukhi font, as text", async () => {
    const name = { name: GURMUKHI, address: ["42 Example Road"], email: "harpreet@example.com" };
    const { bytes, pages } = await read(receipt({ patient: name, lines: [glasses(1, `${GURMUKHI} (Harpreet Kaur)`)] }));
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansGurmukhi-Bold/);
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansGurmukhi-Regular/);
    // No vowel sign is drawn before its consonant here, so the glyphs read back in order.
    expect(pages[0].text).toContain(GURMUKHI);
    expect(pages[0].text).toContain("(Harpreet Kaur)");
  });

  it("gives a Devanagari name whose glyphs are reordered its typed letters as ActualText", async () => {
    const { bytes } = await read(receipt({ patient: { name: DEVANAGARI, address: [], email: "priya@example.com" } }));
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(actualTexts(contents(bytes))).toContain(DEVANAGARI);
  });

  it("shapes Gurmukhi and Devanagari as HarfBuzz does (conjuncts, vowel signs, reph)", () => {
    const glyphs = (script: "gurmukhi" | "devanagari", text: string) => {
      const run = face(script, "regular").font.layout(text);
      return run.glyphs.map((g, i) => `${g.name}${run.positions[i].xOffset ? `@${run.positions[i].xOffset}` : ""}+${run.positions[i].xAdvance}`).join(" ");
    };
    // Recorded with hb-shape 6.0.0 on the same @fontsource files (docs/receipts.md).
    expect(glyphs("gurmukhi", GURMUKHI)).toBe(
      "haguru+576 raguru+579 paguru+593 rasubscriptguru+0 iimatraguru+259 taguru+542 space+260 kaguru+622 aumatraguru@-20+0 raguru+579",
    );
    expect(glyphs("gurmukhi", "ਸਿੰਘ")).toBe("imatraguru+259 saguru+596 tippiguru+0 ghaguru+757");
    expect(glyphs("devanagari", DEVANAGARI)).toBe("uni093F.05+259 uni092A094D0930+569 uni092F+580 uni093E+259 space+260 uni0936+680 uni092E+598 uni093E+259 uni0930094D+0");
  });
});
