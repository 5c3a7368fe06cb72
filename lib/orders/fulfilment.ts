import { FULFILMENT_COPY } from "@/content/fulfilment";
import { fullAddress } from "@/lib/clinics/format";
import type { Clinic } from "@/lib/clinics/types";

type StoredAddress = { address?: string; city?: string; province?: string; postalCode?: string } | null;

/** Where an order goes, as its pages say it: "Pick up at Brightview Eye Care – Goreway" and the clinic's address, or "Deliver to" and the address. */
export type OrderWhere = { label: string; text: string };

/** "20 Queen St E, Brampton, ON L6V 1A1": a stored address on one line ("" for none). */
export function addressLine(a: StoredAddress): string {
  const { address, city, province, postalCode } = a ?? {};
  return [address, city, [province, postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

export function orderWhere(o: { fulfilment: string; pickup_clinic: string | null; shipping_address: StoredAddress }, clinics: readonly Clinic[]): OrderWhere {
  const clinic = o.fulfilment === "pickup" ? clinics.find((c) => c.id === o.pickup_clinic) : undefined;
  if (clinic) return { label: FULFILMENT_COPY.pickupAt(clinic.name), text: fullAddress(clinic) };
  return { label: FULFILMENT_COPY.deliverTo, text: addressLine(o.shipping_address) };
}
