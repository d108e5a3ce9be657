import { getReservation } from "~/models/reservations/reservations.server";
import { loadSessionConfirmation } from "../booking/confirmation/confirmation.server";
import type { BusinessContext } from "./context.server";

/**
 * /business/confirmation/: the business booking this session confirmed last, with its client
 * reference and whether it was charged to the agency account. Only the account's own booking is
 * shown (another account's, or a customer's, gives none).
 */
export async function loadBusinessConfirmation(context: Pick<BusinessContext, "session" | "agentId">) {
  const confirmation = await loadSessionConfirmation(context.session);
  const row = confirmation ? await getReservation(confirmation.reservationId) : null;
  const own = row && context.agentId !== null && row.agentId === context.agentId;
  return {
    booking: own ? confirmation : null,
    clientReference: own ? (row.clientReferenceNumber ?? "") : "",
    onAccount: own ? confirmation?.payment === null : false,
  };
}
