import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "./pglite";

/**
 * The embedded deployment's backup: one .tar.gz holding a consistent dump of the PGlite
 * database (taken inside PGlite, so every table is from the same moment) and the stored
 * uploads. The server must be stopped: PGlite is a single-process database.
 */
export async function backupEmbedded(opts: { pgliteDir: string; dataDir: string; file: string }): Promise<{ file: string; bytes: number }> {
  const work = mkdtempSync(path.join(tmpdir(), "bv-backup-"));
  try {
    const db = await openPglite(opts.pgliteDir);
    try {
      const dump = await db.pg.dumpDataDir("gzip");
      writeFileSync(path.join(work, "pglite.tar.gz"), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    const storage = path.join(opts.dataDir, "storage");
    if (existsSync(storage)) cpSync(storage, path.join(work, "storage"), { recursive: true });
    writeFileSync(path.join(work, "manifest.json"), JSON.stringify({ format: 1, createdAt: new Date().toISOString() }));
    const file = path.resolve(opts.file);
    execFileSync("tar", ["-czf", file, "-C", work, "."], { stdio: "pipe" });
    return { file, bytes: readFileSync(file).length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Replaces the embedded database and uploads with a backup's. The old ones are kept aside until it succeeds. */
export async function restoreEmbedded(opts: { pgliteDir: string; dataDir: string; file: string }): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), "bv-restore-"));
  const pgliteDir = path.resolve(opts.pgliteDir);
  const storage = path.resolve(opts.dataDir, "storage");
  const aside = `${pgliteDir}.before-restore-${Date.now()}`;
  const storageAside = `${storage}.before-restore-${Date.now()}`;
  try {
    execFileSync("tar", ["-xzf", path.resolve(opts.file), "-C", work], { stdio: "pipe" });
    const manifest = JSON.parse(readFileSync(path.join(work, "manifest.json"), "utf8")) as { format?: number };
    if (manifest.format !== 1) throw new Error("Not a Brightview backup (manifest format 1 expected)");
    if (existsSync(pgliteDir)) renameSync(pgliteDir, aside);
    if (existsSync(storage)) renameSync(storage, storageAside);
    try {
      const dump = new Blob([readFileSync(path.join(work, "pglite.tar.gz"))]);
      const db = await openPglite(pgliteDir, { loadDataDir: dump });
      await db.run({ kind: "system" }, (tx) => tx.query("select 1"));
      await db.close();
      if (existsSync(path.join(work, "storage"))) cpSync(path.join(work, "storage"), storage, { recursive: true });
    } catch (err) {
      // Put everything back as it was.
      rmSync(pgliteDir, { recursive: true, force: true });
      rmSync(storage, { recursive: true, force: true });
      if (existsSync(aside)) renameSync(aside, pgliteDir);
      if (existsSync(storageAside)) renameSync(storageAside, storage);
      throw err;
    }
    rmSync(aside, { recursive: true, force: true });
    rmSync(storageAside, { recursive: true, force: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
