#!/usr/bin/env node
// `npm test` and `npm run test:quick`: every check in stages, side by side where that was measured
// to pay on a 2-core machine (docs/development.md), each stage timed into .data/test-timings/ for
// `npm run test:timings`. Stops after the first group with a failure.
//
//   node scripts/test.mjs          lint, types and unit; integration (PGlite beside PostgreSQL); e2e
//   node scripts/test.mjs --quick  lint, types, unit, and the integration tests of what changed since main
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

const TIMINGS = ".data/test-timings";
const quick = process.argv.includes("--quick");
const postgres = Boolean(process.env.DATABASE_URL);
mkdirSync(TIMINGS, { recursive: true });

const vitest = (project, file, extra = []) => ["npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${TIMINGS}/${file}.json`, ...extra]];

/** The integration files to run in quick mode: those changed since main, and those importing what changed. */
function changedSince() {
  const base = process.env.QUICK_BASE ?? "main";
  const ok = spawnSync("git", ["rev-parse", "--verify", "--quiet", base], { encoding: "utf8" }).status === 0;
  return ok ? base : "HEAD";
}

const stages = quick
  ? [
      [
        { name: "lint", cmd: ["npx", ["eslint", ".", "--cache", "--cache-location", ".data/eslint-cache"]] },
        { name: "typecheck", cmd: ["npx", ["tsc", "--noEmit"]] },
        { name: "unit", cmd: vitest("unit", "unit") },
      ],
      [
        {
          name: "integration (changed)",
          cmd: vitest("integration", "integration-changed", ["--changed", changedSince(), "--passWithNoTests"]),
          // PGlite only, and a short fuzz budget: CI runs both databases and the whole budget.
          env: { TEST_BACKENDS: "pglite", FUZZ_BUDGET_S: process.env.FUZZ_BUDGET_S ?? "15" },
        },
      ],
    ]
  : [
      // Side by side where it was measured to pay on 2 cores (docs/development.md).
      [
        { name: "lint", cmd: ["npx", ["eslint", "."]] },
        { name: "typecheck", cmd: ["npx", ["tsc", "--noEmit"]] },
        { name: "unit", cmd: vitest("unit", "unit") },
      ],
      postgres
        ? [
            { name: "integration (PGlite)", cmd: vitest("integration", "integration-pglite"), env: { TEST_BACKENDS: "pglite" } },
            { name: "integration (PostgreSQL)", cmd: vitest("integration", "integration-postgres"), env: { TEST_BACKENDS: "postgres" } },
          ]
        : [{ name: "integration (PGlite)", cmd: vitest("integration", "integration-pglite") }],
      // The build inside it skips the type check the typecheck stage has just passed.
      [{ name: "e2e", cmd: ["npx", ["playwright", "test"]], env: { BRIGHTVIEW_TYPES_CHECKED: "1" } }],
    ];

function run(stage, prefixed) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [bin, args] = stage.cmd;
    const child = spawn(bin, args, { env: { ...process.env, ...stage.env }, stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = "";
        stream.on("data", (chunk) => {
          const lines = (rest + chunk.toString()).split("\n");
          rest = lines.pop();
          for (const line of lines) process.stdout.write(`[${stage.name}] ${line}\n`);
        });
        stream.on("end", () => rest && process.stdout.write(`[${stage.name}] ${rest}\n`));
      }
    }
    child.on("close", (code) => resolve({ name: stage.name, ok: code === 0, seconds: (Date.now() - started) / 1000 }));
  });
}

const record = { mode: quick ? "quick" : "full", startedAt: new Date().toISOString(), groups: [] };
const save = () => writeFileSync(`${TIMINGS}/stages${quick ? "-quick" : ""}.json`, JSON.stringify(record, null, 2));
const began = Date.now();
let failed = [];
for (const group of stages) {
  const started = Date.now();
  const results = await Promise.all(group.map((stage) => run(stage, group.length > 1)));
  record.groups.push({ seconds: (Date.now() - started) / 1000, stages: results });
  save();
  for (const r of results) console.log(`${r.ok ? "✓" : "✗"} ${r.name}: ${r.seconds.toFixed(1)} s`);
  failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length) break;
}
record.seconds = (Date.now() - began) / 1000;
save();

if (quick) {
  // Which integration tests ran, from the reporter's own record.
  try {
    const report = JSON.parse(readFileSync(`${TIMINGS}/integration-changed.json`, "utf8"));
    const files = report.testResults.map((f) => f.name.replace(`${process.cwd()}/`, ""));
    console.log(files.length ? `integration tests run (PGlite): ${files.join(", ")}` : "integration tests run: none (nothing they import changed since main)");
  } catch {
    /* the stage did not get that far */
  }
}
console.log(`${failed.length ? "✗ failed: " + failed.join(", ") : "✓ all passed"} in ${record.seconds.toFixed(0)} s (npm run test:timings for where the time went)`);
process.exit(failed.length ? 1 : 0);
