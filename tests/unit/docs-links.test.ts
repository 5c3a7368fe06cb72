import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README is the front door and docs/ holds the rest (issue 36): every relative link in them
 * must reach a file (and a heading, when it names one), the README must name each docs page
 * exactly once, and docs/README.md must list every page.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOCS = path.join(ROOT, "docs");
const docPages = readdirSync(DOCS).filter((f) => f.endsWith(".md") && f !== "README.md").sort();
const files = ["README.md", ...readdirSync(DOCS).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

/** Markdown links outside code: fenced blocks and `code spans` are not links. */
function links(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchors(markdown: string): Set<string> {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return new Set(
    [...prose.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
      m[1].trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-"),
    ),
  );
}

const local = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target);

describe("README and docs/ links", () => {
  it.each(files)("every relative link in %s resolves", (file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    const broken: string[] = [];
    for (const target of links(text).filter(local)) {
      const [pathPart, anchor] = target.split("#");
      const resolved = pathPart ? path.resolve(path.dirname(path.join(ROOT, file)), decodeURI(pathPart)) : path.join(ROOT, file);
      if (!existsSync(resolved)) {
        broken.push(`${target}: no such file`);
        continue;
      }
      if (anchor && statSync(resolved).isFile() && resolved.endsWith(".md") && !anchors(readFileSync(resolved, "utf8")).has(anchor)) {
        broken.push(`${target}: no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the README links each docs page exactly once, and the index too", () => {
    const targets = links(readFileSync(path.join(ROOT, "README.md"), "utf8")).map((t) => t.split("#")[0]);
    for (const page of [...docPages, "README.md"]) {
      expect(targets.filter((t) => t === `docs/${page}`), `docs/${page}`).toHaveLength(1);
    }
  });

  it("docs/README.md lists every page, one line each", () => {
    const index = readFileSync(path.join(DOCS, "README.md"), "utf8");
    const listed = index.split("\n").filter((line) => line.startsWith("- ")).map((line) => links(line)[0]);
    expect([...listed].sort()).toEqual(docPages);
  });

  it("the README stays a front door (about 120 lines)", () => {
    expect(readFileSync(path.join(ROOT, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(150);
  });

  it("finds a broken link and a missing heading", () => {
    expect(links("see [a](docs/nope.md) and `[b](not-a-link.md)`\n```\n[c](nor-this.md)\n```")).toEqual(["docs/nope.md"]);
    expect(anchors("# Security model\n## Client addresses")).toEqual(new Set(["security-model", "client-addresses"]));
  });
});
