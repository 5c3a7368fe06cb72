import type PDFDocument from "pdfkit";
import { scriptRuns, type Weight } from "./pdf-fonts";

/**
 * A small cursor over a pdfkit page: one-line text drawn run by run (each script in its own
 * font, on one baseline), word wrapping, right alignment and page breaks. pdfkit's own text flow
 * knows one font per call, so it cannot set "Patient ਹਰਪ੍ਰੀਤ ਕੌਰ" on one line.
 */

export const PAGE = { width: 612, height: 792 } as const; // US Letter, in points
export const MARGIN = 43.2; // 0.6 in

export const INK = "#1f2328";
export const MUTED = "#59636e";
export const ACCENT = "#1a5e5e"; // the site's brand-700
const RULE = "#d0d7de";

export type Style = { size: number; weight?: Weight; color?: string };

export const BODY: Style = { size: 8.5 };
export const STRONG: Style = { size: 8.5, weight: "bold" };
export const SMALL: Style = { size: 7.5, color: MUTED };
export const LABEL: Style = { size: 7, weight: "bold", color: MUTED };
export const HEADING: Style = { size: 9, weight: "bold" };
export const ROW = 11; // baseline to baseline for 8.5 pt text

export class PdfWriter {
  readonly top = MARGIN;
  readonly left = MARGIN;
  readonly right = PAGE.width - MARGIN;
  /** The last baseline a row may use; the margin below holds the page number. */
  readonly bottom = PAGE.height - MARGIN;
  y = MARGIN;
  /** Draws the running header of a continuation page and moves `y` below it. */
  onNewPage?: () => void;
  private readonly fonts = new Set<string>();

  constructor(readonly doc: InstanceType<typeof PDFDocument>) {}

  /** Selects a run's font (registered with the document on first use) at a size. */
  private use(name: string, font: unknown, size: number) {
    if (!this.fonts.has(name)) {
      // pdfkit 0.20 takes a parsed fontkit font (so it shares our patched, cached one); its typings predate that.
      this.doc.registerFont(name, font as PDFKit.Mixins.PDFFontSource);
      this.fonts.add(name);
    }
    this.doc.font(name).fontSize(size);
  }

  width(text: string, style: Style): number {
    let w = 0;
    for (const run of scriptRuns(text, style.weight ?? "regular")) {
      this.use(run.face.name, run.face.font, style.size);
      w += this.doc.widthOfString(run.text);
    }
    return w;
  }

  /** One line with its baseline at `baseline`; `x` is its left edge, or its right edge for "right". */
  text(text: string, x: number, baseline: number, style: Style, align: "left" | "right" = "left"): void {
    const clean = text.replace(/\s+/g, " ");
    let cx = align === "right" ? x - this.width(clean, style) : x;
    this.doc.fillColor(style.color ?? INK);
    for (const run of scriptRuns(clean, style.weight ?? "regular")) {
      this.use(run.face.name, run.face.font, style.size);
      // Shaped Indic glyphs can come out reordered (ਿ before its consonant); ActualText gives copy
      // and search the letters as typed.
      if (run.actualText) this.doc.markContent("Span", { actual: run.text });
      this.doc.text(run.text, cx, baseline, { lineBreak: false, baseline: "alphabetic" });
      if (run.actualText) this.doc.endMarkedContent();
      cx += this.doc.widthOfString(run.text);
    }
  }

  /** Greedy word wrap to `max` points; a word longer than a line is cut between graphemes. */
  wrap(text: string, style: Style, max: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.trim().split(/\s+/)) {
      const tried = line ? `${line} ${word}` : word;
      if (this.width(tried, style) <= max) {
        line = tried;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.width(line, style) > max) {
        const parts = [...new Intl.Segmenter().segment(line)].map((s) => s.segment);
        let cut = parts.length - 1;
        while (cut > 1 && this.width(parts.slice(0, cut).join(""), style) > max) cut--;
        lines.push(parts.slice(0, cut).join(""));
        line = parts.slice(cut).join("");
      }
    }
    if (line || !lines.length) lines.push(line);
    return lines;
  }

  /** Starts a new page when `height` more points would not fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.top;
    this.onNewPage?.();
  }

  rule(y = this.y, from = this.left, to = this.right, color = RULE, width = 0.6): void {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
  }

  /** Writes "n of N" in every page's bottom margin once the page count is known. */
  numberPages(label: (n: number, of: number) => string): void {
    const { start, count } = this.doc.bufferedPageRange();
    if (count < 2) return;
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      this.text(label(i + 1, count), this.right, PAGE.height - MARGIN / 2, { size: 7.5, color: MUTED }, "right");
    }
  }
}
