import type { ActionFunctionArgs } from "@remix-run/node";
import type { TokenRenewalAnswer } from "~/components/account/token-renewal";
import { getSession, sessionHeaders } from "~/services/platform/session.server";
import { renewUserSession } from "~/services/accounts/user-session.server";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * POST /session/renew: renews the signed-in user's access token for another 1800 s (the page's
 * TokenRenewal calls it 30 s before expiry). { ok: true, tokenExpiresAt, expiresInMs } or, when
 * there is no user or the token cannot be renewed (the user is then signed out of the session),
 * 401 { ok: false }: the page signs out.
 */

export function loader() {
  return Response.json({ ok: false }, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ ok: false }, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
  const session = await getSession(request);
  const now = new Date();
  const renewed = await renewUserSession(session, now);
  const headers = await sessionHeaders(session);
  if (!renewed) return Response.json({ ok: false } satisfies TokenRenewalAnswer, { status: 401, headers });
  const expiresInMs = new Date(renewed.tokenExpiresAt).getTime() - now.getTime();
  return Response.json(
    { ok: true, tokenExpiresAt: renewed.tokenExpiresAt, expiresInMs } satisfies TokenRenewalAnswer,
    { headers },
  );
}
