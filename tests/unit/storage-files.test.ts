import { describe, expect, it } from "vitest";
import { contentTypeOf, safeFileName, uniqueFileName } from "@/lib/storage/files";

describe("storage file names", () => {
  it.each(["../../etc/passwd", "..%2Fsecret.png", "a/b.png", "a\\b.png", ".hidden.png", ".x.png.part", "x.svg", "x.html", "x.png\0.jpg", "", "..png", "noext"])(
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
    expect(contentTypeOf("a.webp")).toBe("image/webp");
    expect(contentTypeOf("a.svg")).toBeNull();
    expect(contentTypeOf("png")).toBeNull();
  });
});

describe("unique stored names", () => {
  it("are the time, a random part and the detected type's extension", () => {
    expect(uniqueFileName(".png", 1732290000000, "k3j2h1")).toBe("1732290000000-k3j2h1.png");
    expect(uniqueFileName(".webp", 1732290000000, "abc")).toBe("1732290000000-abc.webp");
  });

  it("use a fresh crypto-random part each time, so names made in the same millisecond differ", () => {
    const names = new Set(Array.from({ length: 1000 }, () => uniqueFileName(".jpg", 1732290000000)));
    expect(names.size).toBe(1000);
    for (const name of names) {
      expect(name).toMatch(/^1732290000000-[a-z0-9]{13}\.jpg$/);
      expect(safeFileName(name)).toBe(name);
    }
  });

  it("refuse anything but an image extension or a safe random part", () => {
    expect(() => uniqueFileName(".html" as ".png", 1)).toThrow();
    expect(() => uniqueFileName(".png", 1, "../x")).toThrow();
  });
});
