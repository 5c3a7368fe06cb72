import { RECEIPT_MAIL as M } from "@/content/payments";
import { formatPrice } from "@/lib/format";
import type { MailMessage } from "@/lib/mail/types";
import { guestReceiptPath, receiptLinkQuery } from "./link";
import { receiptPdf } from "./pdf";
import type { ReceiptDocument } from "./types";

/**
 * The payment e-mail: the receipt as a PDF attachment and a signed link to its page, which works
 * for a guest without an account for 13 months.
 */
export async function receiptMail(doc: ReceiptDocument, to: { to: string; firstName: string; amount: number; siteUrl: string }): Promise<MailMessage> {
  const url = `${to.siteUrl.replace(/\/$/, "")}${guestReceiptPath(doc.number, receiptLinkQuery(doc.number))}`;
  const amount = formatPrice(to.amount);
  const what = doc.reference.replace(/^Order /, "order ");
  const body = doc.insuranceReceipt
    ? M.insuranceBody(doc.number, doc.dates.service ?? doc.issuedOn, what)
    : doc.kind === "refund"
      ? M.refundBody(doc.number, amount, what, doc.reverses ?? "")
      : M.body(doc.number, amount, what);
  const pdf = await receiptPdf(doc);
  return {
    kind: "receipt",
    to: to.to,
    subject: doc.insuranceReceipt ? M.insuranceSubject(doc.number) : doc.kind === "refund" ? M.refundSubject(doc.number) : M.subject(doc.number),
    text: [M.greeting(to.firstName), "", body, "", M.link(url), M.accountLink, "", M.signOff].join("\n"),
    attachments: [{ filename: `${doc.number}.pdf`, content: Buffer.from(pdf).toString("base64"), contentType: "application/pdf", encoding: "base64" }],
  };
}
