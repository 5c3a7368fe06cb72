// The e2e server's `npm run build`, its output also kept in the file named by the first argument
// (E2E_BUILD_LOG), so build-output.spec.ts reads what a build prints without a second build.
// Usage: node tests/e2e/support/build-logged.mjs FILE. Exits with the build's code.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";

const file = process.argv[2];
if (!file) {
  console.error("usage: node tests/e2e/support/build-logged.mjs FILE");
  process.exit(2);
}
mkdirSync(path.dirname(file), { recursive: true });
const log = createWriteStream(file);
const build = spawn("npm", ["run", "build"], { stdio: ["ignore", "pipe", "pipe"] });
build.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
build.stderr.on("data", (chunk) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
build.on("close", (code) => log.end(() => process.exit(code ?? 1)));
