import { describe, expect, it } from "vitest";
import { contentTypeOf, safeFileName, uniqueFileName } from "@/lib/storage/files";

describe("storage file names", () => {
  it.each(["../../etc/passwd", "..%2Fsecret.png", "a/b.png", ".hidden.png", "x.svg", "x.html", "x.png\0.jpg", "", "..png"])(
    "refuses %j",
    (name) => {
      expect(safeFileName(name)).toBeNull();
    },
  );

  it.each(["1732290000000-k3j2h1.png", "frame.JPG", "photo.jpeg", "anim.gif", "a.webp"])("accepts %j", (name) => {
    expect(safeFileName(name)).toBe(name);
  });

  it("serves the right content type", () => {
    expect(contentTypeOf("a.PNG")).toBe("image/png");
    expect(contentTypeOf("a.jpg")).toBe("image/jpeg");
    expect(contentTypeOf("a.svg")).toBeNull();
  });

  it("makes unique names from time and a random part, keeping the image extension", () => {
    expect(uniqueFileName("My Photo.PNG", 1732290000000, 0.123456789)).toMatch(/^1732290000000-[a-z0-9]+\.png$/);
    expect(uniqueFileName("evil.html", 1, 0.5)).toMatch(/\.bin$/);
    expect(uniqueFileName("a.png", 1, 0.1)).not.toBe(uniqueFileName("a.png", 1, 0.2));
  });
});
