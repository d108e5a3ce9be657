import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { endStaffSession } from "~/services/admin/access/session.server";
import { NO_STORE } from "~/services/platform/cache-control";

/** /admin/sign-out/: POST signs out of the back office (the session row goes); a GET changes nothing. */
export function loader() {
  return redirect(ADMIN_PATHS.home, 303);
}

export async function action({ request }: ActionFunctionArgs) {
  const setCookie = await endStaffSession(request);
  return redirect(ADMIN_PATHS.signIn, { status: 303, headers: { "Set-Cookie": setCookie, ...NO_STORE } });
}
