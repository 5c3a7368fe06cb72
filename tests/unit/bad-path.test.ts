import { describe, expect, it } from "vitest";
import { isMalformedPath, rawPathOf } from "@/lib/routing/bad-path";

describe("paths the proxy refuses with 400", () => {
  it("refuses a NUL and broken percent-encoding", () => {
    for (const path of ["/brampton/shop/product/%00", "/brampton/blog/%00", "/brampton/blog/a%00b", "/brampton/blog/%", "/brampton/blog/%zz", "/brampton/blog/%E0%A4", "/brampton/blog/%C0%80", "/x/%ED%A0%80"]) {
      expect(isMalformedPath(path), path).toBe(true);
    }
  });

  it("lets real paths through, including encoded text in other scripts", () => {
    for (const path of ["/", "/brampton/blog/why-brightview-brampton-top-choice", "/brampton/shop/product/ray-ban-rb5228", "/brampton/blog/%E0%A8%97", "/brampton/shop/q/brand%3Dray-ban", "/a%20b"]) {
      expect(isMalformedPath(path), path).toBe(false);
    }
  });

  it("reads the path of a URL without decoding it or taking the query", () => {
    expect(rawPathOf("http://localhost:3000/brampton/blog/%00?q=%00")).toBe("/brampton/blog/%00");
    expect(rawPathOf("https://brightview.example.com")).toBe("/");
    expect(rawPathOf("http://h/a%E0%A4#x")).toBe("/a%E0%A4");
  });
});
