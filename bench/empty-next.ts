/**
 * The yardstick for issue 10: an empty Next.js page (one <h1>) of the version this project
 * uses, built once into .bench/empty-next (git-ignored; rebuilt when the Next version changes)
 * and served with `next start`, so our pages are measured next to it on the same machine.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const DIR = resolve(".bench/empty-next");
const NEXT_BIN = resolve("node_modules/next/dist/bin/next");

function nextVersion(): string {
  return (JSON.parse(readFileSync("node_modules/next/package.json", "utf8")) as { version: string }).version;
}

export function buildEmptyNext(): void {
  const stamp = join(DIR, ".built-with");
  const version = nextVersion();
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === version) return;
  mkdirSync(join(DIR, "app"), { recursive: true });
  writeFileSync(join(DIR, "package.json"), JSON.stringify({ name: "empty-next", private: true }, null, 2));
  writeFileSync(join(DIR, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(resolve("."))} } };\n`);
  writeFileSync(
    join(DIR, "app/layout.jsx"),
    `export const metadata = { title: "Empty", description: "An empty Next.js page." };\nexport default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
  );
  writeFileSync(join(DIR, "app/page.jsx"), `export default function Page() {\n  return <h1>Hello</h1>;\n}\n`);
  console.log(`Building an empty Next.js ${version} page in ${DIR}…`);
  const r = spawnSync(process.execPath, [NEXT_BIN, "build", DIR], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) throw new Error("Building the empty Next.js page failed");
  writeFileSync(stamp, version);
}

/** Starts a production server (ours or the empty page) and resolves once it answers. */
export async function startNext(dir: string, port: number, env: Record<string, string> = {}): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, "start", dir, "-p", String(port)], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: "ignore",
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(url + "/");
      if (res.status < 500) return { url, stop };
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`next start ${dir} did not answer on ${url}`);
}

export const EMPTY_NEXT_DIR = DIR;
