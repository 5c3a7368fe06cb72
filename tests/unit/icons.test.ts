import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Phone, XCircle } from "@/components/ui/icons";

describe("icons drawn as plain SVG", () => {
  it("draw Lucide's paths at 24 px in the current colour, with Lucide's class names and the caller's", () => {
    const out = renderToStaticMarkup(createElement(Phone, { className: "size-4" }));
    expect(out).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*>/);
    expect(out).toContain('stroke="currentColor"');
    expect(out).toContain('fill="none"');
    expect(out).toContain('class="lucide lucide-phone size-4"');
    expect(out).toContain('<path d="M13.832 16.568a1 1 0 0 0 1.213-.303');
    expect(renderToStaticMarkup(createElement(XCircle))).toContain('class="lucide lucide-x-circle"');
  });

  it("are hidden from assistive technology unless they are given a name", () => {
    expect(renderToStaticMarkup(createElement(Phone))).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(createElement(Phone, { "aria-label": "Call", role: "img" }));
    expect(named).not.toContain("aria-hidden");
    expect(named).toContain('aria-label="Call"');
  });
});
