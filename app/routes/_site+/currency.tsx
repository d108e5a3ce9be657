import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { chooseCurrency } from "~/services/platform/currency/visitor.server";

/**
 * POST /currency/: the currency chooser (issue 34 item 4). Keeps the choice in its cookie and
 * redirects back to the page it was sent from (`redirectTo`, checked by safeRedirectPath).
 */
export function action({ request }: ActionFunctionArgs) {
  return chooseCurrency(request);
}

/** Nothing to show: a GET goes home. */
export function loader() {
  return redirect("/");
}
