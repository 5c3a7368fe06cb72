import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMAGE_HEAD_BYTES, IMAGE_MESSAGES, MAX_IMAGE_BYTES, detectImageType, imageProblem, storedNameFromUrl } from "@/lib/storage/files";

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "../fixtures/images", name)));
const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("image type from the first bytes", () => {
  it.each([
    ["square.jpg", { ext: ".jpg", mime: "image/jpeg" }],
    ["square.png", { ext: ".png", mime: "image/png" }],
    ["square.gif", { ext: ".gif", mime: "image/gif" }],
    ["square.webp", { ext: ".webp", mime: "image/webp" }],
  ])("recognises the real file %s, whole and by its first 16 bytes (what the browser reads)", (name, kind) => {
    const file = fixture(name);
    expect(detectImageType(file)).toEqual(kind);
    expect(detectImageType(file.slice(0, IMAGE_HEAD_BYTES))).toEqual(kind);
  });

  it("recognises an old GIF87a header", () => {
    expect(detectImageType(bytes("GIF87a", [4, 0, 4, 0]))).toEqual({ ext: ".gif", mime: "image/gif" });
  });

  it.each([
    ["a text file named .png", fixture("notes.png")],
    ["an SVG with a script", fixture("drawing.svg")],
    ["an SVG with an XML prolog", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["an HTML page", fixture("page.html")],
    ["an empty file", fixture("empty.png")],
    ["a truncated PNG header", fixture("truncated.png")],
    ["a JPEG header cut to two bytes", fixture("square.jpg").slice(0, 2)],
    ["RIFF without room for WEBP", fixture("square.webp").slice(0, 10)],
    ["a RIFF that is not WebP (WAV)", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")],
    ["GIF88a (no such version)", bytes("GIF88a", [4, 0, 4, 0])],
    ["a PNG signature one byte off", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0b])],
    ["a PNG signature after a leading space", bytes(" ", [0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a])],
    ["a PDF", bytes("%PDF-1.7")],
  ])("refuses %s", (_label, b) => {
    expect(detectImageType(b)).toBeNull();
  });

  it("names the file in the spec's messages", () => {
    expect(imageProblem({ name: "notes.png", size: 31 }, fixture("notes.png"))).toBe("notes.png is not an image file");
    expect(imageProblem({ name: "drawing.svg", size: 93 }, fixture("drawing.svg"))).toBe("drawing.svg is not an image file");
    expect(imageProblem({ name: "huge.jpg", size: MAX_IMAGE_BYTES + 1 }, fixture("square.jpg"))).toBe("huge.jpg is too large. Maximum size is 5MB");
    expect(imageProblem({ name: "ok.jpg", size: MAX_IMAGE_BYTES }, fixture("square.jpg"))).toBeNull();
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(IMAGE_MESSAGES.tooMany).toBe("Maximum 5 images allowed");
    expect(IMAGE_MESSAGES.uploadFailed()).toBe("Failed to upload image: Unknown error");
    expect(IMAGE_MESSAGES.uploadFailed("Bucket not found")).toBe("Failed to upload image: Bucket not found");
    expect(IMAGE_MESSAGES.removeFailed).toBe("Failed to remove image");
  });
});

describe("stored file names behind image URLs", () => {
  const supabase = "https://abc.supabase.co";

  it("finds our uploads, embedded and hosted", () => {
    expect(storedNameFromUrl("/storage/product-images/1732290000000-k3j2h1.png")).toBe("1732290000000-k3j2h1.png");
    expect(storedNameFromUrl(`${supabase}/storage/v1/object/public/product-images/1-a.webp`, supabase)).toBe("1-a.webp");
    expect(storedNameFromUrl(`${supabase}/storage/v1/object/public/product-images/1-a.webp`, `${supabase}/`)).toBe("1-a.webp");
  });

  it("needs the Supabase origin to recognise a hosted URL", () => {
    expect(storedNameFromUrl(`${supabase}/storage/v1/object/public/product-images/1-a.webp`)).toBeNull();
    expect(storedNameFromUrl(`${supabase}/storage/v1/object/public/product-images/1-a.webp`, "not a url")).toBeNull();
  });

  it.each([
    "/products/ray-ban-rb3025-aviator-classic-1.svg",
    "/products/1-a.png",
    "/storage/product-images/../../.data/auth-secret",
    "/storage/product-images/..%2F..%2F.data%2Fauth-secret.png",
    "/storage/product-images/%2e%2e/x.png",
    "/storage/product-images/a/b.png",
    "/storage/product-images/",
    "/storage/product-images/x.svg",
    "/storage/product-images/x.png?download=1",
    "/storage/other-bucket/1-a.png",
    "//evil.example.com/storage/product-images/1-a.png",
    "https://evil.example.com/storage/v1/object/public/product-images/1-a.png",
    "https://abc.supabase.co.evil.example.com/storage/v1/object/public/product-images/1-a.png",
    "https://abc.supabase.co/storage/v1/object/public/other-bucket/1-a.png",
    "https://abc.supabase.co/storage/v1/object/public/product-images/../other-bucket/1-a.png",
    "https://abc.supabase.co/storage/v1/object/sign/product-images/1-a.png",
    "",
  ])("ignores %j", (url) => {
    expect(storedNameFromUrl(url, supabase)).toBeNull();
  });
});
