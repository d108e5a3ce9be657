import { currentRefusal } from "~/services/platform/request-guard/guard.server";

/**
 * The page a refused request is shown (app/services/platform/request-guard/guard.server.ts):
 * the guard renders it in place of a cross-site or non-form post, and its loader throws the
 * refusal, so the visitor gets the site's error page with its status and text. Opened directly,
 * it is not found.
 */
export function loader() {
  const refusal = currentRefusal();
  if (!refusal) throw new Response(null, { status: 404 });
  throw new Response(refusal.message, { status: refusal.status, headers: { "Cache-Control": "no-store" } });
}

export default function RequestRefused() {
  return null;
}
