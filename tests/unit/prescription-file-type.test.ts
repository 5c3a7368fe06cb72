import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  MAX_PRESCRIPTION_BYTES,
  PRESCRIPTION_ACCEPT,
  PRESCRIPTION_HEAD_BYTES,
  detectPrescriptionType,
  prescriptionTypeOfName,
} from "@/lib/prescriptions/file-type";

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "../fixtures/images", name)));
const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
/** An ISO-BMFF file's start: box size, "ftyp", major brand, minor version, a compatible brand. */
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], "ftyp", brand, [0, 0, 0, 0], "mif1", "heic");

const JPEG = { mime: "image/jpeg", ext: "jpg" };
const PNG = { mime: "image/png", ext: "png" };
const PDF = { mime: "application/pdf", ext: "pdf" };
const HEIC = { mime: "image/heic", ext: "heic" };

describe("prescription file type from the first bytes", () => {
  it.each([
    ["square.jpg", JPEG],
    ["square.png", PNG],
  ])("recognises the real file %s, whole and by its first bytes (what the browser reads)", (name, kind) => {
    const file = fixture(name);
    expect(detectPrescriptionType(file)).toEqual(kind);
    expect(detectPrescriptionType(file.slice(0, PRESCRIPTION_HEAD_BYTES))).toEqual(kind);
  });

  it("recognises a PDF by %PDF- at the start", () => {
    expect(detectPrescriptionType(bytes("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n"))).toEqual(PDF);
    expect(detectPrescriptionType(bytes("%PDF-"))).toEqual(PDF);
  });

  it.each(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"])("recognises HEIC/HEIF with the major brand %s", (brand) => {
    expect(detectPrescriptionType(ftyp(brand))).toEqual(HEIC);
    expect(detectPrescriptionType(ftyp(brand).slice(0, PRESCRIPTION_HEAD_BYTES))).toEqual(HEIC);
  });

  it.each(["isom", "mp42", "qt  ", "avif", "M4A ", "crx "])("refuses other ISO-BMFF files (video, AVIF, raw photos): brand %j", (brand) => {
    expect(detectPrescriptionType(ftyp(brand))).toBeNull();
  });

  it("goes by the bytes, not the name: a PNG renamed .pdf is still a PNG, a text file named .pdf is nothing", () => {
    const png = fixture("square.png");
    const renamed = new File([png], "prescription.pdf", { type: "application/pdf" });
    expect(renamed.name.endsWith(".pdf")).toBe(true);
    expect(detectPrescriptionType(png)).toEqual(PNG);
    expect(detectPrescriptionType(fixture("notes.png"))).toBeNull();
  });

  it.each([
    ["a text file", fixture("notes.png")],
    ["an HTML page", fixture("page.html")],
    ["an SVG with a script", fixture("drawing.svg")],
    ["an SVG with an XML prolog", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a GIF", fixture("square.gif")],
    ["a WebP", fixture("square.webp")],
    ["an empty file", new Uint8Array()],
    ["a PDF marker later in the file", bytes("<html>%PDF-1.7")],
    ["a PDF marker without its dash", bytes("%PDF1.7")],
    ["an HTML page whose bytes 4..8 say ftyp", bytes("<htmftypheic")],
  ])("refuses %s", (_, file) => {
    expect(detectPrescriptionType(file)).toBeNull();
  });

  it.each([
    ["a JPEG cut after two bytes", [0xff, 0xd8]],
    ["a PNG cut after seven bytes", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]],
    ["a PDF header cut short", [...bytes("%PDF")]],
    ["an ftyp box without its brand", [...bytes([0, 0, 0, 0x18], "ftyp", "he")]],
  ])("refuses a truncated header: %s", (_, head) => {
    expect(detectPrescriptionType(new Uint8Array(head))).toBeNull();
  });

  it("refuses the repository's truncated PNG (its signature cut after five bytes)", () => {
    expect(detectPrescriptionType(fixture("truncated.png"))).toBeNull();
  });

  it("refuses an ftyp box whose declared size no real HEIC has", () => {
    expect(detectPrescriptionType(bytes([0, 0, 0, 0x0c], "ftypheic"))).toBeNull();
    expect(detectPrescriptionType(bytes([0, 0, 0, 0x19], "ftypheic", [0, 0, 0, 0]))).toBeNull();
    expect(detectPrescriptionType(bytes([0, 1, 0, 0], "ftypheic", [0, 0, 0, 0]))).toBeNull();
  });
});

describe("prescription upload limits and names", () => {
  it("caps uploads at 10 MB and offers the four types (and HEIF's names) to the picker", () => {
    expect(MAX_PRESCRIPTION_BYTES).toBe(10 * 1024 * 1024);
    expect(PRESCRIPTION_ACCEPT.split(",")).toEqual(["image/jpeg", "image/png", "image/heic", "image/heif", "application/pdf", ".heic", ".heif", ".pdf"]);
  });

  it("maps only stored names of the table's shape to a type", () => {
    expect(prescriptionTypeOfName("0b6a3a2e-7d5e-4c2b-9a51-3f0d9c1e2a4b.png")).toEqual(PNG);
    expect(prescriptionTypeOfName("0b6a3a2e-7d5e-4c2b-9a51-3f0d9c1e2a4b.heic")).toEqual(HEIC);
    for (const bad of ["../etc/passwd.png", "short.png", "0b6a3a2e-7d5e-4c2b-9a51-3f0d9c1e2a4b.html", "0B6A3A2E-AAAA.png", "0b6a3a2e-7d5e/4c2b.pdf", ""]) {
      expect(prescriptionTypeOfName(bad)).toBeNull();
    }
  });
});
