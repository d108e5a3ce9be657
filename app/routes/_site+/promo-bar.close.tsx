import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readFormTexts } from "~/services/platform/form-data.server";
import { closePromoBar } from "~/services/shell/promo-bar.server";
import { safeRedirectPath } from "~/services/platform/routing";
import { commitSession, getSession } from "~/services/platform/session.server";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * POST /promo-bar/close: the promo bar's close button. Sets isPromoBarEnabled = false in the
 * server session. Without JavaScript the form carries `redirectTo` (the page it was on) and the
 * answer is a redirect back there; with JavaScript a fetcher posts without it and gets JSON.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormTexts(request, 500);
  const session = await getSession(request);
  closePromoBar(session);
  const headers = { "Set-Cookie": await commitSession(session), ...NO_STORE };
  if (form.redirectTo !== undefined)
    return redirect(safeRedirectPath(form.redirectTo, "/"), { status: 303, headers });
  return Response.json({ closed: true }, { headers });
}

/** Nothing to show: a GET goes home. */
export function loader() {
  return redirect("/");
}
