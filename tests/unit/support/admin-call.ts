import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { startStaffSession } from "~/services/admin/access/session.server";
import { routeResponse } from "./route-response";

/** A back-office session's cookie for a staff account, as signing in sets it. */
export async function staffCookie(account: { id: string; role: "Staff" | "Admin" }): Promise<string> {
  const setCookie = await startStaffSession(new Request("http://localhost/admin/sign-in/"), account);
  return setCookie.split(";")[0];
}

type Handler = (args: LoaderFunctionArgs) => unknown;

/** Calls a loader (GET) or, with a form, an action (POST) as the browser would; a thrown Response is the answer. */
export async function callRoute(
  handler: Handler,
  url: string,
  cookie: string,
  options: { form?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<Response> {
  const { form, params = {} } = options;
  const request = new Request(`http://localhost${url}`, {
    method: form ? "POST" : "GET",
    headers: { Cookie: cookie, ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  try {
    return await routeResponse(handler({ request, params, context: {} as AppLoadContext }));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
