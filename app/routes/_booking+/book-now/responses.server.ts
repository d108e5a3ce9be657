import { commitSession, type AppSession } from "~/services/platform/session.server";

/** Adds the session cookie to a response a guard or step produced. */
export async function withSession(session: AppSession, response: Response): Promise<Response> {
  response.headers.append("Set-Cookie", await commitSession(session));
  return response;
}
