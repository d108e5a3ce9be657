import { MANAGE_BOOKING_PARAM } from "../constants";
import { CUSTOMER_AGREEMENT_PDF_PATH, CUSTOMER_INVOICE_PDF_PATH } from "./text";

/** The customer's downloads of a booking: the agreement once picked up, the invoice once returned. */
export type RentalDocumentLinks = { agreement: string | null; invoice: string | null };

export function rentalDocumentLinks(
  reference: string,
  rental: { returnedAt: Date | null } | null,
): RentalDocumentLinks {
  const query = `?${MANAGE_BOOKING_PARAM}=${encodeURIComponent(reference)}`;
  return {
    agreement: rental ? `${CUSTOMER_AGREEMENT_PDF_PATH}${query}` : null,
    invoice: rental?.returnedAt ? `${CUSTOMER_INVOICE_PDF_PATH}${query}` : null,
  };
}
