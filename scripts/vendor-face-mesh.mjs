/**
 * Copies the face-landmark model (@mediapipe/face_mesh: script, WebAssembly, packed tflite
 * model) from node_modules into public/vendor/face-mesh/<version>/, so the try-on loads it
 * from our own origin and never from a CDN. Run by predev/prebuild; the copy is git-ignored.
 * A copy rather than a route handler: Next serves public/ files itself with the right
 * content types (application/wasm for streaming compilation) and no server code per request.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const pkgDir = path.join(root, "node_modules/@mediapipe/face_mesh");
const { version } = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8"));
const outRoot = path.join(root, "public/vendor/face-mesh");
const out = path.join(outRoot, version);
// Runtime files only; empty files are placeholders the loader never asks for.
const files = readdirSync(pkgDir).filter((f) => /\.(js|wasm|data|binarypb)$/.test(f) && statSync(path.join(pkgDir, f)).size > 0);

mkdirSync(out, { recursive: true });
for (const old of readdirSync(outRoot)) if (old !== version) rmSync(path.join(outRoot, old), { recursive: true, force: true });
let copied = 0;
for (const f of files) {
  const from = path.join(pkgDir, f), to = path.join(out, f);
  if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
  copyFileSync(from, to);
  copied++;
}
console.log(`face-mesh ${version}: ${files.length} files in public/vendor/face-mesh (${copied} copied)`);
