import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SizeFit } from "@/components/product/size-fit";
import { sizeOf } from "@/lib/catalog/types";

const html = (lens: number | null, bridge: number | null, temple: number | null, text: string | null = null) =>
  renderToStaticMarkup(createElement(SizeFit, { product: { lens_width: lens, bridge_width: bridge, temple_length: temple }, text }));
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the product page's Size & Fit", () => {
  it("shows the print, each number with its label, the total width and the size word, and a labelled diagram", () => {
    const out = html(57, 18, 145, "Our opticians adjust the temples.");
    const text = textOf(out);
    expect(text).toContain("Printed inside the temple arm: 57-18-145");
    expect(text).toContain("Lens width 57 mm Bridge 18 mm Temple 145 mm");
    expect(text).toContain("Total frame width 144 mm");
    expect(text).toContain("Wide — over 140 mm wide");
    expect(out).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Diagram of a frame: the lens width 57 mm, the bridge 18 mm, the temple length 145 mm, the total frame width 144 mm\."/);
    expect(text).toContain("Our opticians adjust the temples.");
  });

  it("without measurements: the shop's words only, no numbers or diagram, and the size option stays 57", () => {
    const out = html(null, null, null, "A medium fit.");
    expect(textOf(out).trim()).toBe("A medium fit.");
    expect(out).not.toContain("<svg");
    expect(sizeOf({ lens_width: null })).toBe("57");
  });

  it("with some numbers: only the known ones, no total, no size word, no print", () => {
    const out = html(52, null, 140);
    const text = textOf(out);
    expect(text).not.toContain("Printed inside");
    expect(text).not.toContain("Total frame width");
    expect(text).toContain("Bridge — Not known Temple 140 mm");
    expect(out).toContain('aria-label="Diagram of a frame: the lens width 52 mm, the bridge, the temple length 140 mm."');
    expect(out).toContain(">Bridge</text>");
    expect(out).not.toContain("Total width ");
  });
});
