import { redirect } from "@remix-run/node";
import { commitSession, type AppSession } from "~/services/session.server";

/** A redirect that also saves the session (every booking step changes it). */
export async function redirectWithSession(session: AppSession, location: string): Promise<Response> {
  return redirect(location, { headers: { "Set-Cookie": await commitSession(session) } });
}

/** Adds the session cookie to a response a guard or step produced. */
export async function withSession(session: AppSession, response: Response): Promise<Response> {
  response.headers.append("Set-Cookie", await commitSession(session));
  return response;
}
