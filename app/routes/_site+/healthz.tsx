import { databaseAnswers } from "~/services/platform/health.server";

/** 200 when the database answers, 503 otherwise. Not a page: no trailing-slash rule. */
export async function loader() {
  if (await databaseAnswers()) {
    return new Response("ok", {
      status: 200,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  }
  return new Response("database unavailable", {
    status: 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
