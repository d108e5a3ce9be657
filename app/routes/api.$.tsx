import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleApiRequest } from "~/services/api/handler.server";

/**
 * Every call under /api/ (spec section 7), and /api/openapi.json. GET, HEAD and OPTIONS come to
 * the loader, POST (and other methods) to the action; both go to the one dispatcher.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApiRequest(request, params["*"] ?? "");
}

export function action({ request, params }: ActionFunctionArgs) {
  return handleApiRequest(request, params["*"] ?? "");
}
