import { pingDatabase } from "~/models/db.server";

/** 200 when the database answers, 503 otherwise. Not a page: no trailing-slash rule. */
export async function loader() {
  try {
    await pingDatabase();
    return new Response("ok", {
      status: 200,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  } catch {
    return new Response("database unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  }
}
