import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where the e2e server's file transport writes each e-mail (a folder with message.txt and attachments). */
export const OUTBOX = ".data/e2e-files/outbox";

/** The folders of every e-mail of `kind` that mentions `email`, oldest first. */
export const mails = (kind: string, email: string): string[] =>
  existsSync(OUTBOX)
    ? readdirSync(OUTBOX)
        .filter((f) => f.includes(kind))
        .sort()
        .map((f) => path.join(OUTBOX, f))
        .filter((f) => readFileSync(path.join(f, "message.txt"), "utf8").includes(email))
    : [];

/** The text of the newest e-mail of `kind` sent to `email`, or null. */
export function latestMail(kind: string, email: string): string | null {
  const texts = mails(kind, email)
    .map((f) => readFileSync(path.join(f, "message.txt"), "utf8"))
    .filter((t) => t.includes(`To: ${email}`));
  return texts.at(-1) ?? null;
}

export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
