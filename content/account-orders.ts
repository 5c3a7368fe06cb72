/**
 * What the account's Orders section says. The status words are the customer's: the admin's
 * screens keep their own shorter labels (lib/validations/analytics.ts).
 */

/** An order's status as the database stores it, in words a customer reads. */
export const ORDER_STATUS_WORDS = {
  pending: "Pending",
  confirmed: "Confirmed",
  ready: "Ready for pickup",
  delivered: "Delivered",
  cancelled: "Cancelled",
} as const;

/** An order's payment status as stored. Payment is taken by phone, so "pending" means not yet paid. */
export const PAYMENT_STATUS_WORDS = {
  pending: "Not yet paid",
  paid: "Paid",
  refunded: "Refunded",
  failed: "Payment failed",
} as const;

export const ACCOUNT_ORDERS_COPY = {
  heading: "Orders",
  empty: "You have not placed an order with this account yet.",
  browse: "Browse eyewear",
  count: (n: number) => (n === 1 ? "1 order" : `${n} orders`),
  orderHeading: (orderNumber: string) => `Order ${orderNumber}`,
  placed: "Placed",
  status: "Status",
  payment: "Payment",
  /** A cancelled order that was paid: the cancellation e-mail promised the refund. */
  refundDue: "Paid, to be refunded",
  itemsCaption: (orderNumber: string) => `Items in order ${orderNumber}`,
  columns: { item: "Item", quantity: "Qty", unitPrice: "Price", lineTotal: "Total" },
  size: (size: string) => `size ${size}`,
  subtotal: "Subtotal",
  shipping: "Shipping",
  freeShipping: "Free",
  total: "Total",
  pagerLabel: "Order pages",
  bookPrompt: "Need an eye exam?",
  bookLink: "Book online",
  bookSuffix: "in a minute.",
} as const;
