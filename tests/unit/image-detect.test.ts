import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES, detectImageType, imageProblem, storedNameFromUrl } from "@/lib/storage/files";

// Real file headers, as the first bytes of files saved by common tools.
const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0x00, 0x01]);
const PNG = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], "IHDR");
const GIF = bytes("GIF89a", [0x01, 0x00, 0x01, 0x00]);
const GIF87 = bytes("GIF87a", [0x01, 0x00]);
const WEBP = bytes("RIFF", [0x24, 0x00, 0x00, 0x00], "WEBPVP8 ");

describe("image type from the first bytes", () => {
  it("recognises JPEG, PNG, GIF and WebP", () => {
    expect(detectImageType(JPEG)).toEqual({ ext: ".jpg", mime: "image/jpeg" });
    expect(detectImageType(PNG)).toEqual({ ext: ".png", mime: "image/png" });
    expect(detectImageType(GIF)).toEqual({ ext: ".gif", mime: "image/gif" });
    expect(detectImageType(GIF87)).toEqual({ ext: ".gif", mime: "image/gif" });
    expect(detectImageType(WEBP)).toEqual({ ext: ".webp", mime: "image/webp" });
  });

  it.each([
    ["a text file named .png", bytes("just some notes, not a picture")],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["an SVG with an XML prolog", bytes('<?xml version="1.0"?><svg/>')],
    ["an HTML page", bytes("<!DOCTYPE html><html><body>hi</body></html>")],
    ["an empty file", new Uint8Array()],
    ["a truncated PNG header", PNG.slice(0, 5)],
    ["a RIFF that is not WebP (WAV)", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")],
    ["a PDF", bytes("%PDF-1.7")],
  ])("refuses %s", (_label, b) => {
    expect(detectImageType(b)).toBeNull();
  });

  it("names the file in the spec's messages", () => {
    expect(imageProblem({ name: "notes.png", size: 30 }, bytes("notes"))).toBe("notes.png is not an image file");
    expect(imageProblem({ name: "huge.jpg", size: 5 * 1024 * 1024 + 1 }, JPEG)).toBe("huge.jpg is too large. Maximum size is 5MB");
    expect(imageProblem({ name: "ok.jpg", size: 5 * 1024 * 1024 }, JPEG)).toBeNull();
    expect(IMAGE_MESSAGES.tooMany).toBe("Maximum 5 images allowed");
    expect(IMAGE_MESSAGES.uploadFailed()).toBe("Failed to upload image: Unknown error");
  });
});

describe("stored file names behind image URLs", () => {
  const supabase = "https://abc.supabase.co";
  it("finds our uploads, embedded and hosted", () => {
    expect(storedNameFromUrl("/storage/product-images/1732290000000-k3j2h1.png")).toBe("1732290000000-k3j2h1.png");
    expect(storedNameFromUrl(`${supabase}/storage/v1/object/public/product-images/1-a.webp`, supabase)).toBe("1-a.webp");
  });

  it.each([
    "/products/ray-ban-rb3025-aviator-classic-1.svg",
    "/storage/product-images/../../.data/auth-secret",
    "/storage/product-images/a/b.png",
    "/storage/product-images/x.svg",
    "https://evil.example.com/storage/v1/object/public/product-images/1-a.png",
    "https://abc.supabase.co/storage/v1/object/public/other-bucket/1-a.png",
  ])("ignores %s", (url) => {
    expect(storedNameFromUrl(url, supabase)).toBeNull();
  });
});
