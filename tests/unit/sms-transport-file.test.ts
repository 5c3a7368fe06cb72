import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileSmsTransport } from "@/lib/sms/transport";

describe("fileSmsTransport", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "brightview-sms-"));
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it("writes each text as a folder named with sms, holding the number and the words", async () => {
    const outbox = path.join(root, "outbox");
    const transport = fileSmsTransport(outbox);
    const body = "ਬ੍ਰਾਈਟਵਿਊ ਆਈ ਕੇਅਰ: ਤੁਹਾਡੀ ਜਾਂਚ ਕੱਲ੍ਹ ਹੈ। Reply C to confirm.";
    const result = await transport.send(
      { id: "5f0c6a2e-1b7d-4c1e-9a53-0d8f2e7b4c11", kind: "reminder", to_address: "+19055550163", text_body: body },
      { statusCallback: null },
    );

    expect(result).toEqual({ sid: null });
    const folders = await readdir(outbox);
    expect(folders).toHaveLength(1);
    expect(folders[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-sms-reminder-5f0c6a2e$/);
    const text = await readFile(path.join(outbox, folders[0], "message.txt"), "utf8");
    expect(text).toBe(`To: +19055550163\nKind: reminder\n\n${body}\n`);
    // Written beside the outbox and moved in whole: nothing half written is left in the outbox.
    expect(await readdir(path.join(root, ".outbox-writing"))).toEqual([]);
  });
});
