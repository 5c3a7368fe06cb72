import { BRAND } from "./brand";

/**
 * The short e-mails a customer gets when the clinic moves their order on (lib/orders/email.ts
 * builds them). Clinic addresses, phones and hours come from ./clinics, never from here.
 */
export const ORDER_STATUS_MAIL_COPY = {
  greeting: (firstName: string) => `Hi ${firstName},`,
  ready: {
    subject: (orderNumber: string) => `Your ${BRAND.name} order ${orderNumber} is ready for pickup`,
    lead: (orderNumber: string) => `Good news: your order ${orderNumber} is ready for pickup.`,
    whereOne: (clinic: string) => `You can pick it up at our ${clinic} clinic:`,
    whereAny: "You can pick it up at either of our clinics:",
    phone: "Phone",
  },
  delivered: {
    subject: (orderNumber: string) => `Your ${BRAND.name} order ${orderNumber} has been delivered`,
    lead: (orderNumber: string) => `Your order ${orderNumber} has been delivered.`,
    thanks: `Thank you for choosing ${BRAND.name}. We hope you enjoy your new eyewear.`,
  },
  cancelled: {
    subject: (orderNumber: string) => `Your ${BRAND.name} order ${orderNumber} has been cancelled`,
    lead: (orderNumber: string) => `Your order ${orderNumber} has been cancelled.`,
    /** By payment status when it was cancelled: cancelling changes the order and its stock, not the payment. */
    paid: (total: string) => `You had paid ${total} for it: we will refund your payment.`,
    refunded: "Your payment for it has been refunded.",
    unpaid: "You have not been charged for it, so there is nothing to pay.",
  },
  /** `phone` and `email` are passed in (as links in the HTML part). */
  questions: (phone: string, email: string) => `Questions? Call ${phone} or write to ${email}.`,
  signOff: BRAND.name,
} as const;
