#!/usr/bin/env node
// `npm run test:timings`: where the last `npm test` (and CI's install) spent its time, from the files
// scripts/test.mjs and the reporters left in .data/test-timings/: each stage's seconds, then the
// 25 slowest tests of each runner. `--quick` reads the last `npm run test:quick` instead.
import { existsSync, readFileSync } from "node:fs";

const DIR = ".data/test-timings";
const TOP = Number(process.env.TOP ?? 25);
const quick = process.argv.includes("--quick");
const read = (file) => (existsSync(`${DIR}/${file}`) ? JSON.parse(readFileSync(`${DIR}/${file}`, "utf8")) : undefined);
const s = (n) => `${n.toFixed(1).padStart(7)} s`;

const install = read("install.json");
const stages = read(quick ? "stages-quick.json" : "stages.json");
if (!stages) {
  console.log(`No timings yet: run ${quick ? "npm run test:quick" : "npm test"} first.`);
  process.exit(0);
}
console.log(`## Stages (${stages.mode}, started ${stages.startedAt})`);
if (install && !quick) console.log(`${s(install.seconds)}  install (bash .ci/run: npm install, apt when needed)`);
for (const group of stages.groups) {
  const side = group.stages.length > 1;
  for (const st of group.stages) console.log(`${s(st.seconds)}  ${st.ok ? "" : "✗ "}${st.name}${side ? "  (side by side)" : ""}`);
  if (side) console.log(`${s(group.seconds)}  = that group's wall time`);
}
if (stages.seconds) console.log(`${s(stages.seconds)}  npm test in all${install && !quick ? `; with install ${s(stages.seconds + install.seconds).trim()}` : ""}`);

function vitestTests(file) {
  const report = read(file);
  if (!report) return undefined;
  const rows = [];
  for (const f of report.testResults) {
    const name = f.name.replace(`${process.cwd()}/`, "");
    for (const t of f.assertionResults) rows.push({ seconds: (t.duration ?? 0) / 1000, what: `${name} › ${t.fullName}`, status: t.status });
  }
  const files = report.testResults.map((f) => ({ seconds: (f.endTime - f.startTime) / 1000, what: f.name.replace(`${process.cwd()}/`, "") }));
  return { rows, files };
}

function playwrightTests(file) {
  const report = read(file);
  if (!report) return undefined;
  const rows = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const retries = t.results.length - 1;
        const seconds = t.results.reduce((sum, r) => sum + r.duration, 0) / 1000;
        rows.push({ seconds, what: `[${t.projectName}] ${[...trail, spec.title].join(" › ")}`, status: t.status + (retries > 0 ? ` after ${retries} retr${retries > 1 ? "ies" : "y"}` : "") });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return { rows };
}

function print(title, data) {
  if (!data) return;
  const top = [...data.rows].sort((a, b) => b.seconds - a.seconds).slice(0, TOP);
  console.log(`\n## ${title}: ${data.rows.length} tests, ${data.rows.reduce((n, r) => n + r.seconds, 0).toFixed(0)} s of test time; the ${top.length} slowest`);
  for (const r of top) console.log(`${s(r.seconds)}  ${r.what}${r.status === "passed" || r.status === "expected" ? "" : `  (${r.status})`}`);
  const odd = data.rows.filter((r) => !["passed", "expected", "skipped", "pending", "todo"].includes(r.status));
  if (odd.length) console.log(`  not plainly passed: ${odd.map((r) => `${r.what} (${r.status})`).join("; ")}`);
}

if (quick) {
  print("integration (changed)", vitestTests("integration-changed.json"));
} else {
  print("unit", vitestTests("unit.json"));
  print("integration (PGlite)", vitestTests("integration-pglite.json"));
  print("integration (PostgreSQL)", vitestTests("integration-postgres.json"));
  print("e2e", playwrightTests("e2e.json"));
}
