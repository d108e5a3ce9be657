import type { ActionFunctionArgs } from "@remix-run/node";
import { changeHoldAction } from "~/services/changes/change/pages.server";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";

/**
 * POST /manage-booking/change/hold/: the change review's timer keeps the car held for the new
 * dates, branches or vehicle (as /book-now/hold does for a booking). Answers JSON only.
 */

export function loader() {
  return Response.json(
    { ok: false, reason: "method" },
    { status: 405, headers: { Allow: "POST", ...NO_STORE } },
  );
}

export function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return loader();
  return changeHoldAction(request, clientAddress(context));
}
