import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleApiRequest } from "~/services/api/handler.server";
import { clientAddress } from "~/services/platform/client-address.server";

/**
 * Every call under /api/ (spec section 7), and /api/openapi.json. GET, HEAD and OPTIONS come to
 * the loader, POST (and other methods) to the action; both go to the one dispatcher.
 */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return handleApiRequest(request, params["*"] ?? "", clientAddress(context));
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return handleApiRequest(request, params["*"] ?? "", clientAddress(context));
}
