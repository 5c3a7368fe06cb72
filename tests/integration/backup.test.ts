import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupEmbedded, restoreEmbedded } from "@/lib/db/backup";
import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";

describe("embedded backup and restore", () => {
  const root = mkdtempSync(path.join(tmpdir(), "bv-backup-test-"));
  const pgliteDir = path.join(root, "pglite");
  const dataDir = path.join(root, "data");
  const file = path.join(root, "backup.tar.gz");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const brands = async () => {
    const db = await openPglite(pgliteDir);
    try {
      return (await db.run({ kind: "system" }, (tx) => tx.query<{ name: string }>("select name from public.brands order by name"))).map((r) => r.name);
    } finally {
      await db.close();
    }
  };

  it("brings back rows and uploaded images exactly as they were", async () => {
    const db = await openPglite(pgliteDir);
    await migrate(db);
    await db.run({ kind: "system" }, (tx) => tx.query("insert into public.brands (name, slug) values ('Kept', 'kept')"));
    await db.close();
    const image = path.join(dataDir, "storage", "product-images", "1-kept.png");
    mkdirSync(path.dirname(image), { recursive: true });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    writeFileSync(image, bytes);

    const done = await backupEmbedded({ pgliteDir, dataDir, file });
    expect(done.bytes).toBeGreaterThan(1000);

    // Changes after the backup…
    const later = await openPglite(pgliteDir);
    await later.run({ kind: "system" }, (tx) => tx.query("insert into public.brands (name, slug) values ('Later', 'later')"));
    await later.close();
    rmSync(image);
    writeFileSync(path.join(dataDir, "storage", "product-images", "2-later.png"), bytes);
    expect(await brands()).toEqual(["Kept", "Later"]);

    // …are undone by the restore.
    await restoreEmbedded({ pgliteDir, dataDir, file });
    expect(await brands()).toEqual(["Kept"]);
    expect(readFileSync(image)).toEqual(bytes);
    expect(existsSync(path.join(dataDir, "storage", "product-images", "2-later.png"))).toBe(false);
  });

  it("refuses a file that is not a backup and leaves the database as it was", async () => {
    const bogus = path.join(root, "bogus.tar.gz");
    writeFileSync(bogus, "not an archive");
    await expect(restoreEmbedded({ pgliteDir, dataDir, file: bogus })).rejects.toThrow();
    expect(await brands()).toEqual(["Kept"]);
  });
});
