import { describe, expect, it } from "vitest";
import { checkRows, type ExistingProduct, type Snapshot } from "@/lib/admin/csv/check";
import { coloursCell, imagesCell, measurementCell, parseMoney, priceCell, stockCell, switchCell } from "@/lib/admin/csv/cells";
import { CSV_COLUMNS, CSV_HEADER, csvCell, guardFormula, productLine, templateCsv, unguardFormula } from "@/lib/admin/csv/format";
import { firstInvalidUtf8, readCatalogueCsv, type CsvRow } from "@/lib/admin/csv/read";

/** Issue 35: the catalogue file, read in every form the issue accepts, and checked in words. */

const bytes = (text: string) => new TextEncoder().encode(text);
const read = async (text: string | Uint8Array) => readCatalogueCsv(typeof text === "string" ? bytes(text) : text);
const rowsOf = async (text: string) => {
  const r = await read(text);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r;
};

describe("reading the file", () => {
  const expected = [
    { line: 2, cells: { sku: "A-1", description: "Aviator, gold", price: "1,249.00" } },
    { line: 3, cells: { sku: "B-2", description: 'The "Round"\nframe', price: "99" } },
  ];

  it("takes a BOM or none, commas or semicolons, CRLF or LF, quoted cells and trailing blank lines alike", async () => {
    const forms = [
      'sku,description,price\r\nA-1,"Aviator, gold","1,249.00"\r\nB-2,"The ""Round""\r\nframe",99\r\n\r\n\r\n',
      '\uFEFFsku,description,price\nA-1,"Aviator, gold","1,249.00"\nB-2,"The ""Round""\nframe",99\n',
      '\uFEFFsku;description;price\r\nA-1;"Aviator, gold";"1,249.00"\r\nB-2;"The ""Round""\r\nframe";99\r\n\n',
      'SKU ; Description ; Price\nA-1;Aviator, gold;1,249.00\nB-2;"The ""Round""\nframe";99',
      'sku,description,price\r\nA-1,"Aviator, gold","1,249.00"\nB-2,"The ""Round""\nframe",99\r\n,,\r\n,,\r\n',
    ];
    for (const form of forms) {
      const r = await rowsOf(form);
      expect(r.columns).toEqual(["sku", "description", "price"]);
      expect(r.problems).toEqual([]);
      expect(r.rows).toEqual(expected);
    }
  });

  it("counts lines from the file's first line, past cells with line breaks and blank lines", async () => {
    const r = await rowsOf('sku,description\n\nA,"one\ntwo\nthree"\n\nB,x\n');
    expect(r.rows.map((row) => row.line)).toEqual([3, 7]);
  });

  it("removes the leading apostrophe before = + - @ and keeps any other", async () => {
    const r = await rowsOf("sku,name,description\n'=A1,'+1 frame,'-5\n'@x,'plain,''=twice\n");
    expect(r.rows.map((row) => row.cells)).toEqual([
      { sku: "=A1", name: "+1 frame", description: "-5" },
      { sku: "@x", name: "'plain", description: "'=twice" },
    ]);
  });

  it("refuses a file that is not UTF-8 with the line where it stops being readable", async () => {
    const latin1 = new Uint8Array([...bytes("sku,name\nA,Cafe\nB,Caf"), 0xe9, ...bytes("\n")]);
    expect(await read(latin1)).toEqual({ ok: false, problems: [{ line: 3, column: "", value: "", problem: expect.stringContaining("not UTF-8") }] });
    expect(firstInvalidUtf8(bytes("ਗੁਰਪ੍ਰੀਤ é 🙂"))).toBe(-1);
    expect(firstInvalidUtf8(new Uint8Array([0x41, 0xed, 0xa0, 0x80]))).toBe(1); // an encoded lone surrogate
    expect(firstInvalidUtf8(new Uint8Array([0xc0, 0xaf]))).toBe(0); // overlong
  });

  it("refuses unknown, repeated and too many columns, and a file without sku", async () => {
    expect((await read("sku,colour\nA,b\n")).ok).toBe(false);
    expect(await read("sku,sku\nA,B\n")).toMatchObject({ ok: false, problems: [{ problem: "The column 'sku' appears twice." }] });
    expect(await read("name,price\nA,1\n")).toMatchObject({ ok: false, problems: [{ problem: expect.stringContaining("no sku column") }] });
    expect(await read(`${Array.from({ length: 1000 }, (_, i) => `c${i}`).join(",")}\n`)).toMatchObject({ ok: false, problems: [{ problem: "The file has 1,000 columns; a catalogue file has at most 19." }] });
  });

  it("names a row whose cells do not match the header, and a cell with NUL, control or bidi characters", async () => {
    const r = await rowsOf("sku,name\nA,x,extra\nB,a\u0000b\nC,\u202Eevil\nD,fine\n");
    expect(r.rows.map((row) => row.cells.sku)).toEqual(["D"]);
    expect(r.problems).toEqual([
      { line: 2, column: "", value: "", problem: "This row has 3 cells; the header has 2." },
      { line: 3, column: "name", value: "a\uFFFDb", problem: "name contains characters that are not allowed (control or text-direction characters)" },
      { line: 4, column: "name", value: "\uFFFDevil", problem: expect.stringContaining("not allowed") },
    ]);
  });

  it("refuses an unclosed quote, a quote bomb, a huge line, more than 10,000 rows and more than 5 MB", async () => {
    expect(await read('sku,name\nA,"never closed\n')).toMatchObject({ ok: false, problems: [{ problem: expect.stringContaining("never closed") }] });
    expect(await read(`sku,name\nA,${'"'.repeat(200_000)}\n`)).toMatchObject({ ok: false });
    expect(await read(`sku,name\nA,${"x".repeat(100_000)}\n`)).toMatchObject({ ok: false, problems: [{ problem: "This row is longer than 64 KB." }] });
    expect(await read(`sku\n${"A\n".repeat(10_001)}`)).toMatchObject({ ok: false, problems: [{ problem: expect.stringContaining("more than 10,000 rows") }] });
    expect((await read(`sku\n${"A\n".repeat(10_000)}`)).ok).toBe(true);
    expect(await read(new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41))).toMatchObject({ ok: false, problems: [{ problem: expect.stringContaining("5 MB") }] });
    expect(await read("")).toMatchObject({ ok: false, problems: [{ problem: expect.stringContaining("empty") }] });
  });
});

describe("cells", () => {
  it("reads prices as written, never as cents", () => {
    expect(["149", "149.00", "$149.00", "1,249.00", "1,249", "149,5", "1.249,00", " 149.00 "].map(parseMoney)).toEqual([149, 149, 149, 1249, 1249, 149.5, 1249, 149]);
    expect(["", "0", "-5", "abc", "1e3", "149.999", "12,34,56", "100000000"].map((t) => priceCell(t))).toEqual(
      Array(8).fill({ ok: false, problem: "price must be a number greater than 0, such as 149.00" }),
    );
  });

  it("reads switches, stock and measurements", () => {
    expect(["TRUE", "FALSE", "yes", "no", "Yes", "1", "0", ""].map((t) => switchCell("is_polarized", t))).toEqual([true, false, true, false, true, true, false, false].map((value) => ({ ok: true, value })));
    expect(switchCell("is_active", "")).toEqual({ ok: true, value: true });
    expect(switchCell("is_active", "maybe")).toEqual({ ok: false, problem: "is_active must be TRUE or FALSE (yes and no work too)" });
    expect(stockCell("12")).toEqual({ ok: true, value: 12 });
    expect(stockCell("")).toEqual({ ok: true, value: 0 });
    expect(stockCell("-1")).toEqual({ ok: false, problem: "stock_quantity must be a whole number of 0 or more, such as 12" });
    expect(stockCell("1.5").ok).toBe(false);
    expect(measurementCell("lens_width", "52")).toEqual({ ok: true, value: 52 });
    expect(measurementCell("lens_width", "")).toEqual({ ok: true, value: null });
    expect(measurementCell("bridge_width", "90")).toEqual({ ok: false, problem: "bridge_width must be a whole number of millimetres from 10 to 30, or empty" });
  });

  it("finds colours by name (the product's own first) or takes one written with its code", () => {
    const known = new Map([["black", "#141414"]]);
    expect(coloursCell("Black | Teal #008080", [], known)).toEqual({ ok: true, value: [{ name: "Black", value: "#141414" }, { name: "Teal", value: "#008080" }] });
    expect(coloursCell("black", [{ name: "Black", value: "#000000" }], known)).toEqual({ ok: true, value: [{ name: "black", value: "#000000" }] });
    expect(coloursCell("Teal", [], known)).toEqual({ ok: false, problem: expect.stringContaining("colour 'Teal' is not in the catalogue yet") });
  });

  it("takes stored image paths and refuses a web address", () => {
    const allowed = (p: string) => p.startsWith("/products/");
    expect(imagesCell("/products/a.svg|/products/b.svg", allowed)).toEqual({ ok: true, value: ["/products/a.svg", "/products/b.svg"] });
    expect(imagesCell("https://supplier.example.com/a.jpg", allowed)).toEqual({ ok: false, problem: expect.stringMatching(/^image https:\/\/supplier\.example\.com\/a\.jpg is a web address/) });
    expect(imagesCell("/etc/passwd", allowed)).toEqual({ ok: false, problem: expect.stringContaining("is not a stored image path") });
  });
});

describe("writing the file", () => {
  it("guards formula cells with a leading apostrophe and the import takes exactly that off", () => {
    for (const v of ["=SUM(A1)", "+1", "-5", "@cmd", "\tx", "\rx", "'=already", "plain", "'quoted"]) expect(unguardFormula(guardFormula(v))).toBe(v.startsWith("\t") || v.startsWith("\r") ? `'${v}` : v);
    expect(csvCell("=HYPERLINK(\"x\")")).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell(true)).toBe("TRUE");
    expect(csvCell(null)).toBe("");
  });

  it("writes the header in the issue's order with a BOM, prices as 149.00, lists joined with |", () => {
    expect(CSV_HEADER).toBe(`\uFEFF${CSV_COLUMNS.join(",")}\r\n`);
    expect(CSV_COLUMNS.join(",")).toBe("sku,slug,name,brand,category,gender,price,sale_price,stock_quantity,colors,frame_material,lens_type,lens_width,bridge_width,temple_length,is_polarized,is_active,description,images");
    const line = productLine({ sku: "A", slug: "a", name: "Ann, \"B\"", brand: "Ray-Ban", category: "Sunglasses", gender: "men", price: 149, sale_price: 99.5, stock_quantity: 3, colors: [{ name: "Black", value: "#000" }, { name: "Gold", value: "#c9a441" }], frame_material: null, lens_type: null, lens_width: 52, bridge_width: null, temple_length: null, is_polarized: false, is_active: true, description: "two\nlines", images: ["/products/a.svg", "/products/b.svg"] });
    expect(line).toBe('A,a,"Ann, ""B""",Ray-Ban,Sunglasses,men,149.00,99.50,3,Black|Gold,,,52,,,FALSE,TRUE,"two\nlines",/products/a.svg|/products/b.svg\r\n');
  });

  it("the template has the header and two example rows that read back", async () => {
    const r = await rowsOf(templateCsv());
    expect(r.rows).toHaveLength(2);
    expect(r.rows[1].cells.price).toBe("1249.00");
  });
});

describe("checking rows against the catalogue", () => {
  const existing: ExistingProduct = { id: "p1", sku: "RB-5228", slug: "rb-5228", name: "RB 5228", brand: "ray-ban", category: "eyeglasses", gender: "unisex", price: 149, sale_price: null, stock_quantity: 4, colors: [{ name: "Black", value: "#141414" }], frame_material: "Acetate", lens_type: null, lens_width: 50, bridge_width: 17, temple_length: 140, is_polarized: false, is_active: true, description: null, images: [] };
  const snapshot: Snapshot = {
    products: new Map([["rb-5228", existing]]),
    slugs: new Map([["rb-5228", "p1"], ["taken", "p9"]]),
    brands: new Map([["ray-ban", "Ray-Ban"]]),
    categories: new Map([["eyeglasses", "Eyeglasses"], ["sunglasses", "Sunglasses"]]),
    colours: new Map([["black", "#141414"]]),
  };
  const check = async (text: string, createMissing = false) => {
    const r = await rowsOf(text);
    return checkRows(r.columns, r.rows as CsvRow[], snapshot, { createMissing, allowedImage: (p) => p.startsWith("/products/") });
  };

  it("matches SKUs case-insensitively and trimmed; a column left out keeps the field, an empty optional cell clears it", async () => {
    const plan = await check("sku,price,frame_material\n rb-5228 ,149.00,\n");
    expect(plan.problems).toEqual([]);
    expect(plan.updates).toHaveLength(1);
    expect(plan.updates[0].values).toMatchObject({ name: "RB 5228", price: 149, frame_material: null, stock_quantity: 4, lens_width: 50 });
    expect((await check("sku,price\nRB-5228,149\n")).unchanged).toBe(1);
  });

  it("says what is wrong in the issue's words, with line and column", async () => {
    const plan = await check("sku,name,brand,category,price\nRB-5228,RB,Ray-Ban,Eyeglasses,0\nNEW-1,New,Ray-Ban,Sunglass,10\n,x,Ray-Ban,Eyeglasses,5\nrb-5228,RB,Ray-Ban,Eyeglasses,5\nNEW-2,,Ray-Ban,Eyeglasses,5\n");
    expect(plan.problems).toEqual([
      { line: 2, column: "price", value: "0", problem: "price must be a number greater than 0, such as 149.00" },
      { line: 3, column: "category", value: "Sunglass", problem: "category 'Sunglass' does not exist" },
      { line: 4, column: "sku", value: "", problem: "sku is required" },
      { line: 5, column: "sku", value: "rb-5228", problem: "SKU rb-5228 appears on lines 2 and 5" },
      { line: 6, column: "name", value: "", problem: "name is required" },
    ]);
  });

  it("a new SKU needs every required column; missing brands are created only when asked", async () => {
    expect((await check("sku,price\nNEW-1,10\n")).problems.map((p) => p.column)).toEqual(["name", "brand", "category"]);
    const plan = await check("sku,name,brand,category,price\nNEW-1,New Frame,Acme,Sports,10\nNEW-2,Other,acme,Sports,12\n", true);
    expect(plan.problems).toEqual([]);
    expect(plan.newBrands).toEqual(["Acme"]);
    expect(plan.newCategories).toEqual(["Sports"]);
    expect(plan.creates.map((c) => c.slug)).toEqual(["new-frame", "other"]);
  });

  it("refuses a sale price above the price, a slug another product holds, and an image by URL", async () => {
    const plan = await check("sku,price,sale_price,slug,images\nRB-5228,100,120,taken,https://x.example/a.jpg\n");
    expect(plan.problems.map((p) => p.column).sort()).toEqual(["images", "sale_price", "slug"]);
  });
});
