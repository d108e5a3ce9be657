import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { TokenRenewalAnswer } from "~/components/account/TokenRenewal";
import { commitSession, getSession } from "~/services/session.server";
import { renewUserSession } from "~/services/user-session.server";

/**
 * POST /session/renew: renews the signed-in user's access token for another 1800 s (the page's
 * TokenRenewal calls it 30 s before expiry). { ok: true, tokenExpiresAt, expiresInMs } or, when
 * there is no user or the token cannot be renewed (the user is then signed out of the session),
 * 401 { ok: false }: the page signs out.
 */
const noStore = { "Cache-Control": "no-store" };

export function loader() {
  return json({ ok: false }, { status: 405, headers: { Allow: "POST", ...noStore } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ ok: false }, { status: 405, headers: { Allow: "POST", ...noStore } });
  const session = await getSession(request);
  const now = new Date();
  const renewed = await renewUserSession(session, now);
  const headers = new Headers(noStore);
  headers.append("Set-Cookie", await commitSession(session));
  if (!renewed) return json<TokenRenewalAnswer>({ ok: false }, { status: 401, headers });
  const expiresInMs = new Date(renewed.tokenExpiresAt).getTime() - now.getTime();
  return json<TokenRenewalAnswer>({ ok: true, tokenExpiresAt: renewed.tokenExpiresAt, expiresInMs }, { headers });
}
