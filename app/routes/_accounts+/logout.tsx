import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endUserSession } from "~/services/accounts/user-session.server";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /logout: POST only (a plain form, so it works without JavaScript). Clears the session
 * (user, token, booking, agent details) and goes to / (Agent and Corporate: /business/sign-in/).
 * GET does nothing but send the visitor home: a link or prefetch must never sign anyone out.
 */
export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return redirect("/");
  const { setCookie, redirectTo } = await endUserSession(request);
  return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": setCookie, ...NO_STORE } });
}
