import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailTransport, OutboxRow } from "./types";

/**
 * Embedded: each message becomes a folder under DATA_DIR/outbox a developer can open. The folder is
 * written beside the outbox and renamed into it whole, so a reader never finds one half written.
 */
export function fileTransport(dir: string): MailTransport {
  return {
    async send(m: OutboxRow, from: string) {
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${m.kind}-${m.id.slice(0, 8)}`;
      const folder = path.join(path.dirname(dir), `.${path.basename(dir)}-writing`, name);
      await mkdir(folder, { recursive: true });
      await mkdir(dir, { recursive: true });
      const extra = Object.entries(m.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
      const headers = [`From: ${from}`, `To: ${m.to_address}`, `Subject: ${m.subject}`, ...extra, ""].join("\n");
      await writeFile(path.join(folder, "message.txt"), `${headers}\n${m.text_body}\n`);
      if (m.html_body) await writeFile(path.join(folder, "message.html"), m.html_body);
      for (const a of m.attachments) {
        // Attachment names come from our own code, but never let one escape the folder.
        await writeFile(path.join(folder, path.basename(a.filename)), a.encoding === "base64" ? Buffer.from(a.content, "base64") : a.content);
      }
      await rename(folder, path.join(dir, name));
    },
  };
}

/** Hosted: SMTP through SMTP_URL. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(m: OutboxRow, from: string) {
      await transporter.sendMail({
        from,
        to: m.to_address,
        subject: m.subject,
        text: m.text_body,
        html: m.html_body ?? undefined,
        headers: m.headers ?? undefined,
        attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, encoding: a.encoding })),
      });
    },
  };
}
